/**
 * Payload's own login and forgot-password endpoints of the customers collection, closed: their answers
 * tell a locked account from an unknown address, and their mails are neither localised nor link to the
 * storefront. Customers use `/data/account/login` and `/data/account/forgot-password`.
 */
export const closedPayloadEndpoint = () =>
  Response.json(
    { message: 'Customers log in and reset passwords through /data/account.' },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );
