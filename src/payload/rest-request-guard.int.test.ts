import type { Payload } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { integrationPayload } from './testing/integration-database';

let payload: Payload;
let staffToken: string;

beforeAll(async () => {
  payload = await integrationPayload();
  const credentials = { email: 'editor@example.com', password: 'Backoffice-2026!' };
  await payload.create({ collection: 'users', data: credentials });
  staffToken = (await payload.login({ collection: 'users', data: credentials })).token!;
}, 60_000);

/** A member of staff's write through the same REST route as `/api/[...slug]`. */
async function staffWrite(method: 'POST' | 'PATCH', address: string, body: unknown): Promise<Response> {
  const [routes, { default: config }, { refusingUnreadableRequests }] = await Promise.all([
    import('@payloadcms/next/routes'),
    import('@payload-config'),
    import('./rest-request-guard'),
  ]);
  const handler = refusingUnreadableRequests(routes[`REST_${method}`](config));
  const slug = new URL(address, 'http://localhost').pathname.replace(/^\/api\//, '').split('/');
  return handler(
    new Request(`http://localhost${address}`, {
      method,
      headers: {
        authorization: `JWT ${staffToken}`,
        'content-type': 'application/json',
        cookie: 'shop_locale=en-GB',
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  );
}

const page = { title: 'Summer', slug: 'campaigns/summer', environment: 'master' };

describe('a backoffice write in a locale', () => {
  it('is refused with a 400 in the staff member’s language for all locales or an unknown one, changing nothing', async () => {
    for (const locale of ['all', '*', 'xx-YY', 'EN-gb']) {
      const answer = await staffWrite('POST', `/api/pages?locale=${locale}`, page);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        errors: [{ message: "A change must name one of the shop's languages (locale)." }],
      });
    }
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(0);
  });

  it('is Payload’s to make in one of the shop’s locales', async () => {
    const created = await staffWrite('POST', '/api/pages?locale=fr-FR', page);
    expect(created.status).toBe(201);
    const { doc } = (await created.json()) as { doc: { id: number } };
    const refused = await staffWrite('PATCH', `/api/pages/${doc.id}?locale=all`, { title: 'Été' });
    expect(refused.status).toBe(400);
    const changed = await staffWrite('PATCH', `/api/pages/${doc.id}?locale=fr-FR`, { title: 'Été' });
    expect(changed.status).toBe(200);
    const stored = await payload.findByID({ collection: 'pages', id: doc.id, locale: 'fr-FR', draft: true });
    expect(stored.title).toBe('Été');
  });
});
