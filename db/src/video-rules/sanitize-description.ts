import sanitizeHtml from 'sanitize-html';

// What the admin rich editor produces (bold, italic, underline, links, paragraphs, lists)
// and nothing else: no scripts, no event handlers, no styles, no javascript: links.
export const DESCRIPTION_HTML_RULES = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'h2',
    'h3',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
} satisfies sanitizeHtml.IOptions;

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_HTML_RULES).trim();
}
