// A description's words without its HTML (descriptions are rich text, spec §3).
import { parse } from 'node-html-parser';

export function plainText(html: string): string {
  // Most descriptions are plain text: no tag or entity, nothing to parse.
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  return parse(html).structuredText.replace(/\s+/g, ' ').trim();
}
