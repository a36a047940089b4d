// The one rule every caption cue's text passes before it is stored (upload, edit, archive):
// WebVTT's own cue markup and plain text, nothing else. A caption file may come from anywhere
// and its text reaches players that render it, so HTML, scripts and event handlers never pass.
import { decodeHTML } from 'entities';

/** WebVTT's cue tags (c, i, b, u, ruby, rt, v, lang); every other tag is dropped, its text kept. */
const CUE_TAGS = new Set(['c', 'i', 'b', 'u', 'ruby', 'rt', 'v', 'lang']);
/** Tags whose content is code or markup, never caption text: dropped with their content. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
]);
const TIMESTAMP = /^(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}$/;
const CLASS_NAME = /^[A-Za-z0-9_-]{1,32}$/;
/** SSA/ASS override codes some SRT files carry, e.g. {\an8}. */
const SSA_OVERRIDE = /\{\\[^}]*\}/g;
// Control characters other than the line break, which WebVTT cue text cannot carry.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/** Plain text as cue text: entities decoded once, then &, < and > escaped (so `-->` cannot appear). */
function cueText(raw: string): string {
  return decodeHTML(raw)
    .replace(CONTROL, (c) => (c === '\t' ? ' ' : ''))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** A tag's annotation (a voice's name) as plain text on one line. */
function annotationText(raw: string): string {
  return cueText(raw.replace(/\s+/g, ' ').trim()).slice(0, 100);
}

function canonicalLanguage(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.trim())[0] ?? null;
  } catch {
    return null;
  }
}

interface Tag {
  closing: boolean;
  name: string;
  classes: string[];
  annotation: string;
}

function readTag(inner: string): Tag {
  const closing = inner.startsWith('/');
  const body = closing ? inner.slice(1) : inner;
  const space = body.search(/\s/);
  const head = space === -1 ? body : body.slice(0, space);
  const [name = '', ...classes] = head.split('.');
  return {
    closing,
    name: name.toLowerCase(),
    classes: classes.filter((c) => CLASS_NAME.test(c)).slice(0, 4),
    annotation: space === -1 ? '' : body.slice(space + 1),
  };
}

/** The start tag as written back: name, valid classes, and the annotation v and lang take. */
function startTag(tag: Tag): string | null {
  const head = [tag.name, ...tag.classes].join('.');
  if (tag.name === 'v') {
    const voice = annotationText(tag.annotation);
    return voice ? `<${head} ${voice}>` : `<${head}>`;
  }
  if (tag.name === 'lang') {
    const language = canonicalLanguage(tag.annotation);
    return language ? `<${head} ${language}>` : null;
  }
  return `<${head}>`;
}

/**
 * Cue text as stored: WebVTT's cue tags rebuilt without attributes, timestamps kept, every other
 * tag removed (script-like ones with their content), entities decoded and the text re-escaped,
 * tags left open closed, and no blank line (which would end a WebVTT cue). Idempotent.
 */
export function sanitizeCueText(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').replace(SSA_OVERRIDE, '');
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const gt = lt === -1 ? -1 : text.indexOf('>', lt);
    if (lt === -1 || gt === -1) {
      out += cueText(text.slice(i));
      break;
    }
    out += cueText(text.slice(i, lt));
    i = gt + 1;
    const inner = text.slice(lt + 1, gt);
    if (TIMESTAMP.test(inner)) {
      out += `<${inner}>`;
      continue;
    }
    const tag = readTag(inner);
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag.name)) {
      const end = text.toLowerCase().indexOf(`</${tag.name}`, i);
      const close = end === -1 ? -1 : text.indexOf('>', end);
      i = close === -1 ? text.length : close + 1;
      continue;
    }
    if (!CUE_TAGS.has(tag.name)) continue;
    const written = startTag(tag);
    if (!written) continue;
    out += written;
    open.push(tag.name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The cue's words alone (tags and timestamps removed): a cue without any is dropped. */
export function hasWords(cueMarkup: string): boolean {
  return cueMarkup.replace(/<[^>]*>/g, '').trim() !== '';
}
