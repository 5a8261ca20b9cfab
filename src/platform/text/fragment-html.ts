import sanitizeHtml from 'sanitize-html';
import { LINK_SCHEMES, RICH_TEXT_TAGS, safeLink } from './rich-text';

/** What a header or footer snippet may hold: the rich-text markup and the page regions around it. */
export const FRAGMENT_TAGS = [
  ...RICH_TEXT_TAGS,
  'header',
  'footer',
  'nav',
  'div',
  'section',
  'aside',
  'address',
];

/**
 * Strips a header or footer snippet of another service to markup: no scripts, styles, frames, forms or
 * event handlers, no `javascript:` or data addresses, and images only from the shop's own origin (a relative
 * `src`: nothing on a page loads from elsewhere). Classes, ARIA and data attributes stay for its styling.
 */
export function sanitiseFragmentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: FRAGMENT_TAGS,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      '*': ['class', 'title', 'lang', 'dir', 'role', 'aria-*', 'data-*'],
      a: ['href', 'target', 'rel', 'hreflang'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: { a: safeLink },
  });
}
