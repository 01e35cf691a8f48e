// The settings of the one article HTML sanitizer (docs/rules.md#rules-the-product-leaves-open "Content"). The server
// sanitizes every article with them when it is written (src/server/lib/sanitize-html.ts); the
// admin's live preview passes the same object to the same `sanitize-html` package, so what the
// preview shows is what readers get. A plain object: no Node or DOM imports.
import type { IOptions } from 'sanitize-html';

/** Image sources: an https: URL or a path on this site ("/images/..."), never "//other-host". */
export function isAllowedImageSource(src: string): boolean {
  return /^https:\/\/\S+$/i.test(src) || /^\/(?![/\\])\S*$/.test(src);
}

const TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'small',
  'sub',
  'sup',
  'span',
];
// h1 is the article's title on the page: a heading 1 in the content becomes a heading 2.
const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'];
const LIST_TAGS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const LINK_AND_IMAGE_TAGS = ['a', 'img', 'figure', 'figcaption'];
const QUOTE_TAGS = ['blockquote', 'q', 'cite'];
const CODE_TAGS = ['code', 'pre', 'kbd', 'samp'];

export const ARTICLE_HTML_SANITIZE_OPTIONS = {
  allowedTags: [
    ...TEXT_TAGS,
    ...HEADING_TAGS,
    ...LIST_TAGS,
    ...LINK_AND_IMAGE_TAGS,
    ...QUOTE_TAGS,
    ...CODE_TAGS,
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'reversed'],
    li: ['value'],
    blockquote: ['cite'],
    q: ['cite'],
  },
  // No style or class attributes, no event attributes (onclick...): they are not listed above.
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text inside these is dropped with the tag, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title'],
  transformTags: {
    h1: 'h2',
    // Every link gets rel="noopener noreferrer"; the only target kept is a new tab.
    a: (tagName: string, attribs: Record<string, string>) => {
      const kept = Object.entries(attribs).filter(
        ([name, value]) => name !== 'rel' && (name !== 'target' || value === '_blank'),
      );
      return { tagName, attribs: { ...Object.fromEntries(kept), rel: 'noopener noreferrer' } };
    },
    img: (tagName: string, attribs: Record<string, string>) => {
      const kept = Object.entries(attribs)
        .map(([name, value]) => [name, name === 'src' ? value.trim() : value] as const)
        .filter(([name, value]) => name !== 'src' || isAllowedImageSource(value));
      return { tagName, attribs: Object.fromEntries(kept) };
    },
  },
  // An image left without a source shows nothing: drop it.
  exclusiveFilter: (frame: { tag: string; attribs: Record<string, string> }) =>
    frame.tag === 'img' && !frame.attribs.src,
} satisfies IOptions;
