// The privacy and cookie pages' Markdown as the HTML visitors get. Raw HTML typed into the
// Markdown is shown as text, never parsed; what Markdown makes then passes the descriptions'
// allow-list (sanitize-description.ts) widened by what a policy needs: tables, three heading
// levels and rules. Links to the site's own pages (/cookies) and mail links stay in the tab;
// others open a new one.
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { DESCRIPTION_HTML_RULES } from '../video-rules/sanitize-description.ts';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text, block }: Tokens.HTML | Tokens.Tag) {
      return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
    },
  },
});

/** A page of this site (a path, not `//host`, which is another site) or a mail link. */
const staysInTab = (href: string) => /^(?:\/(?!\/)|#|mailto:)/i.test(href);

const LEGAL_HTML_RULES: sanitizeHtml.IOptions = {
  ...DESCRIPTION_HTML_RULES,
  allowedTags: [
    ...DESCRIPTION_HTML_RULES.allowedTags,
    'h4',
    'hr',
    'del',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['align'], td: ['align'] },
  transformTags: {
    // The page's own title is the h1: the text's headings sit below it.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, { href = '' }): sanitizeHtml.Tag => ({
      tagName,
      attribs: staysInTab(href)
        ? { href }
        : { href, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
};

/** Sanitised HTML of a legal page's Markdown ('' for an empty text). */
export function renderLegalMarkdown(text: string): string {
  const html = markdown.parse(text, { async: false });
  return sanitizeHtml(html, LEGAL_HTML_RULES).trim();
}
