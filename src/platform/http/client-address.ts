/** The caller's address as the reverse proxy reports it, for rate limits ("direct" without a proxy). */
export const clientAddressOf = (request: Request) =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
  request.headers.get('x-real-ip') ||
  'direct';
