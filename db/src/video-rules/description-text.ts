import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

/**
 * A stored description (the sanitised HTML of the admin's editor) as one line of plain text, for
 * places that take no markup: link previews, share texts, meta tags. Block boundaries become
 * spaces, entities are decoded; the caller escapes for where it puts the text.
 */
export function descriptionText(html: string | null): string {
  if (!html) return '';
  const text = sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} });
  return decodeHTML(text).replace(/\s+/g, ' ').trim();
}
