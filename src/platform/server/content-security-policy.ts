import { randomBytes } from 'node:crypto';

/** 128 random bits, base64url: a fresh script nonce for one answer. */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

export interface StorefrontSources {
  /** `'self'` only for the backoffice's live preview, which frames the storefront on its own origin */
  framedBy: "'none'" | "'self'";
  /** the origin of MAP_STYLE_URL, whose style, tiles, sprites and glyphs the finder map loads */
  mapOrigin?: string;
  /** the origin of TAG_MANAGER_URL, given only when the visitor has allowed statistics */
  tagManagerOrigin?: string;
}

const policy = (directives: Array<[string, ...Array<string | undefined>]>) =>
  directives.map(([name, ...sources]) => [name, ...sources.filter(Boolean)].join(' ')).join('; ');

/**
 * The storefront's policy: scripts only with this answer's nonce or loaded by such a script
 * ('strict-dynamic': Next's chunks, the map, the try-on and, after consent, the tag manager's container);
 * WebAssembly for the try-on's tracker; workers (the map's) from the shop; styles inline (React's `style`
 * attributes and the inlined stylesheets). ADR 0018.
 */
export function storefrontPolicy(nonce: string, sources: StorefrontSources): string {
  const { mapOrigin, tagManagerOrigin } = sources;
  return policy([
    ['default-src', "'self'"],
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', mapOrigin, tagManagerOrigin],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", mapOrigin, tagManagerOrigin],
    ['worker-src', "'self'", 'blob:'],
    ['media-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', sources.framedBy],
  ]);
}

/** Payload's admin: its scripts by nonce as well; it frames the storefront for the live preview. */
export function backofficePolicy(nonce: string): string {
  return policy([
    ['default-src', "'self'"],
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
  ]);
}
