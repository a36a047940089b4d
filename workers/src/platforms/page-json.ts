// Reads `var NAME = {...};` assignments out of a page's script tags: the HTML parser finds the
// scripts, a string-aware brace scan finds where the object ends (real pages put more code after
// it in the same script), and JSON.parse reads it.
import { parse } from 'node-html-parser';

/** Index just past the JSON object starting at `start` (a `{`), or -1 when it does not close. */
function endOfObject(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The value assigned to `variable` in one of the page's scripts, or undefined. */
export function scriptAssignment(html: string, variable: string): unknown {
  const marker = `var ${variable} = `;
  for (const script of parse(html).querySelectorAll('script')) {
    const text = script.rawText;
    const at = text.indexOf(marker);
    if (at === -1) continue;
    const start = text.indexOf('{', at + marker.length);
    const end = start === -1 ? -1 : endOfObject(text, start);
    if (end === -1) continue;
    try {
      return JSON.parse(text.slice(start, end)) as unknown;
    } catch {
      continue;
    }
  }
  return undefined;
}

/** Every object under `key` anywhere in a parsed JSON value, in document order. */
export function findAll(value: unknown, key: string): unknown[] {
  const found: unknown[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push(current[i]);
    } else if (current !== null && typeof current === 'object') {
      const record = current as Record<string, unknown>;
      const entries = Object.entries(record).reverse();
      for (const [k, v] of entries) {
        if (k === key) found.push(v);
        else stack.push(v);
      }
    }
  }
  return found;
}
