/**
 * What storefront pages ask the server for as soon as they are shown: the visitor's session, cart and
 * wishlist, the campaigns (through the shop's proxy and, with the built-in engine, the engine's route; under
 * the shell's 1250 ms) and the recommended products' tiles. The server loads these routes once it listens
 * (http-server.ts, through warm-up.ts: GETs, reads for a visitor without cookies, 405 for the choose routes):
 * loading them cold took 1.7 s, and the first visitor after a start lost the banner. e2e/shell.spec.ts checks
 * the list.
 */
export const FIRST_VIEW_ROUTES = [
  '/api/session',
  '/data/cart',
  '/data/wishlist',
  '/api/dy/choose',
  '/api/engine/v2/serve/user/choose',
  '/data/products',
] as const;
