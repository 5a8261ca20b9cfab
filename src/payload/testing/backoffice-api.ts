import { integrationPayload } from './integration-database';

type Method = 'POST' | 'PATCH';

/** A new backoffice user's token, as `POST /api/users/login` hands it out. */
async function staffToken(): Promise<string> {
  const payload = await integrationPayload();
  const email = `${crypto.randomUUID()}@example.org`;
  const password = 'Editor-Passw0rt';
  await payload.create({ collection: 'users', data: { email, password } });
  const { token } = await payload.login({ collection: 'users', data: { email, password } });
  return token!;
}

/**
 * A request of a logged-in editor to the shop's backoffice API route (`/api/[...slug]`), as a script of theirs
 * sends it: `path` is the address below `/api/`, with its query.
 */
export async function backofficeApi(
  method: Method,
  path: string,
  body: FormData | object,
): Promise<Response> {
  const [route, token] = await Promise.all([import('@/app/(payload)/api/[...slug]/route'), staffToken()]);
  const address = new URL(`/api/${path}`, 'http://localhost');
  const form = body instanceof FormData;
  return route[method](
    new Request(address, {
      method,
      headers: { authorization: `JWT ${token}`, ...(form ? {} : { 'content-type': 'application/json' }) },
      body: form ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: address.pathname.split('/').slice(2) }) },
  );
}
