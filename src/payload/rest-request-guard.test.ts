import { describe, expect, it } from 'vitest';
import { refusingUnreadableRequests } from './rest-request-guard';

const payloadAnswer = async () => new Response('payload', { status: 200 });
const call = (slug: string[], search = '', method = 'GET') =>
  refusingUnreadableRequests(payloadAnswer)(
    new Request(`http://shop.test/api/x${search}`, { method, headers: { cookie: 'shop_locale=fr-FR' } }),
    { params: Promise.resolve({ slug }) },
  );

describe('the backoffice API', () => {
  it('answers 404 itself for names every object inherits', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect((await call([name, '1'])).status).toBe(404);
  });

  it('answers 400 itself for a where that is no object', async () => {
    for (const search of ['?where=x', '?where=', '?where=%25&depth=0'])
      expect((await call(['customers'], search)).status).toBe(400);
  });

  it('answers 400 itself, in the visitor’s language, for a write in all locales or an unknown one', async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'])
      for (const locale of ['all', '*', '', 'xx-YY', 'fr-fr']) {
        const answer = await call(['media'], `?locale=${locale}`, method);
        expect(answer.status).toBe(400);
        expect(answer.headers.get('content-language')).toBe('fr-FR');
        expect(await answer.json()).toEqual({
          errors: [{ message: "Une modification doit indiquer l'une des langues de la boutique (locale)." }],
        });
      }
  });

  it('leaves reads in all locales and writes in one of the shop’s locales to Payload', async () => {
    expect(await (await call(['pages'], '?locale=all')).text()).toBe('payload');
    expect(await (await call(['media'], '?locale=de-CH', 'POST')).text()).toBe('payload');
    expect(await (await call(['media', '1'], '', 'PATCH')).text()).toBe('payload');
  });

  it('leaves collections, endpoints and where objects to Payload', async () => {
    for (const slug of [['customers'], ['gift-cards', '1'], ['users', 'me'], []])
      expect(await (await call(slug)).text()).toBe('payload');
    expect(await (await call(['orders'], '?where[status][equals]=paid&depth=0')).text()).toBe('payload');
  });
});
