import DOMPurify from 'dompurify';

/**
 * The rich text every screen may show: paragraphs, emphasis, lists, quotes, code and links (http, https
 * and mailto only).
 * No images, media, forms, frames, svg, math, styles or event handlers; Quill's list markers
 * (`data-list`) are the only data attribute kept.
 */
const ALLOWED_TAGS = [
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
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'span',
];
const ALLOWED_ATTR = ['href', 'data-list'];
/** Links only to http, https and mailto addresses. */
const ALLOWED_URI = /^(?:https?:|mailto:)/i;

const LIST_KINDS = new Set(['bullet', 'ordered']);

const purifier = DOMPurify();
// Of the data attributes, only Quill's list marker, and only with its two values.
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName.startsWith('data-'))
    data.keepAttr = data.attrName === 'data-list' && LIST_KINDS.has(data.attrValue);
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  if (!node.getAttribute('href')) {
    node.removeAttribute('href');
    return;
  }
  // Links leave the app in a new tab, without access to it.
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/** Untrusted HTML (ticket descriptions, comments) reduced to the allowed tags, attributes and links. */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

/** True when rich text holds no visible text (the editor's empty '<p><br></p>', spaces, bare tags). */
export function richTextIsEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  const text = purifier.sanitize(html, { ALLOWED_TAGS: ['#text'], KEEP_CONTENT: true });
  return text.replace(/&nbsp;|\u00a0/g, ' ').trim() === '';
}
