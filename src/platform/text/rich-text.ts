import sanitizeHtml from 'sanitize-html';

/** The markup editors' rich text may keep wherever the shop renders it (help pages, content blocks). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'small',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/**
 * Spec §5: link and image addresses begin with http, https, mailto, tel, data:image, ftp, a relative path
 * or a hash. Relative addresses (`/service`, `faq.html`, `#top`) have no scheme; a protocol-relative
 * `//host` is another site and is refused.
 */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel', 'ftp'];
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;
const WITH_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A relative address starts like a path, a query or a hash, not with quotes, backticks or spaces. */
const RELATIVE = /^(?:[/#?.]|[\w~%-])/;

/** Whether an address the sanitiser let through also has the shape §5 allows (schemes it checks itself). */
function allowedAddress(address: string | undefined, allowData: boolean): boolean {
  if (address === undefined) return true;
  const value = address.trim();
  if (/^data:/i.test(value)) return allowData && DATA_IMAGE.test(value);
  return WITH_SCHEME.test(value) || (RELATIVE.test(value) && !value.startsWith('//'));
}

/** Whether a link address an editor gives (outside rich text) has a shape §5 allows: no `javascript:`, no data. */
export function isAllowedAddress(address: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address.trim())?.[1]?.toLowerCase();
  return scheme === undefined ? allowedAddress(address, false) : LINK_SCHEMES.includes(scheme);
}

function withoutAttribute(attribs: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(attribs).filter(([key]) => key !== name));
}

/** Headings may carry an anchor (`/agb#aktionen`) of this plain shape, nothing that could clash with the page. */
const ANCHOR = /^[a-z][a-z0-9-]{0,40}$/;
const anchoredHeading = (tagName: string, attribs: Record<string, string>) => ({
  tagName,
  attribs:
    attribs.id !== undefined && ANCHOR.test(attribs.id) ? { id: attribs.id } : ({} as Record<string, string>),
});

/**
 * A link keeps only an address of the allowed shape, and one that opens a new window must not hand that
 * window a way back into the shop's page.
 */
export const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const kept = allowedAddress(attribs.href, false) ? attribs : withoutAttribute(attribs, 'href');
  return { tagName, attribs: kept.target === '_blank' ? { ...kept, rel: 'noopener noreferrer' } : kept };
};

/** Strips rich text to the allowed tags, attributes and addresses; everything else is dropped. */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: RICH_TEXT_TAGS,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
      h2: ['id'],
      h3: ['id'],
      h4: ['id'],
    },
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { img: [...LINK_SCHEMES, 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      h2: anchoredHeading,
      h3: anchoredHeading,
      h4: anchoredHeading,
      a: safeLink,
      // `data:` is allowed for images only, and only as an image.
      img: (tagName, attribs) => ({
        tagName,
        attribs: allowedAddress(attribs.src, true) ? attribs : withoutAttribute(attribs, 'src'),
      }),
    },
  });
}
