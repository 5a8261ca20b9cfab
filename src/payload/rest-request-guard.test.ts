import { describe, expect, it } from 'vitest';
import { refusingUnreadableRequests } from './rest-request-guard';

const payloadAnswer = async () => new Response('payload', { status: 200 });
const call = (slug: string[], search = '') =>
  refusingUnreadableRequests(payloadAnswer)(new Request(`http://shop.test/api/x${search}`), {
    params: Promise.resolve({ slug }),
  });

describe('the backoffice API', () => {
  it('answers 404 itself for names every object inherits', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect((await call([name, '1'])).status).toBe(404);
  });

  it('answers 400 itself for a where that is no object', async () => {
    for (const search of ['?where=x', '?where=', '?where=%25&depth=0'])
      expect((await call(['customers'], search)).status).toBe(400);
  });

  it('leaves collections, endpoints and where objects to Payload', async () => {
    for (const slug of [['customers'], ['gift-cards', '1'], ['users', 'me'], []])
      expect(await (await call(slug)).text()).toBe('payload');
    expect(await (await call(['orders'], '?where[status][equals]=paid&depth=0')).text()).toBe('payload');
  });
});
