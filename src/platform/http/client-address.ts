/*
 * The HTTP server rewrites the forwarding headers before a request reaches the app (forwarded-headers.ts,
 * TRUSTED_PROXIES), so what these read is the client's, never a value the client chose.
 */

/** The client's address, for rate limits. */
export const clientAddressOf = (request: Request) => request.headers.get('x-forwarded-for') || 'unknown';

/** Whether the client reached the shop over HTTPS (directly or through a trusted proxy). */
export const isHttpsRequest = (request: Request) =>
  request.headers.get('x-forwarded-proto') === 'https' || new URL(request.url).protocol === 'https:';
