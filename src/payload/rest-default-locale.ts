import { DEFAULT_LOCALE } from '@/platform/locale/locales';
import type { RestHandler } from './rest-request-guard';

/**
 * A write to Payload's REST API that names no language (`?locale=`) is made in the default one, as the local
 * API does. Payload itself leaves such a request without a locale when fallback is off (the shop's is), and
 * then stores a localised field (a picture's `alt`, a product's name) in no language at all: the create
 * answers 201 with the text lost, and an upload to the S3 bucket fails the adapter's follow-up write of the
 * object's metadata ("The following field is invalid: Alt").
 *
 * A POST that asks for a read (`X-Payload-HTTP-Method-Override: GET`) is left alone: Payload appends its
 * body to the address as the query.
 */
export const writingInTheDefaultLocale =
  (handler: RestHandler): RestHandler =>
  async (request, args) => {
    const address = new URL(request.url);
    if (address.searchParams.get('locale') || isReadOverride(request)) return handler(request, args);
    address.searchParams.set('locale', DEFAULT_LOCALE);
    // the body is passed on as a stream, which Node's Request takes with `duplex` (not in the DOM's types)
    const init: RequestInit & { duplex: 'half' } = {
      method: request.method,
      headers: request.headers,
      body: request.body,
      duplex: 'half',
      signal: request.signal,
    };
    return handler(new Request(address, init), args);
  };

const isReadOverride = (request: Request) =>
  (request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')) ===
  'GET';
