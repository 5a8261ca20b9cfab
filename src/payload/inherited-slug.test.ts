import { describe, expect, it } from 'vitest';
import { refusingInheritedNames } from './inherited-slug';

const payloadAnswer = async () => new Response('payload', { status: 200 });
const call = (slug: string[]) =>
  refusingInheritedNames(payloadAnswer)(new Request('http://shop.test/api/x'), {
    params: Promise.resolve({ slug }),
  });

describe('the backoffice API', () => {
  it('answers 404 itself for names every object inherits', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect((await call([name, '1'])).status).toBe(404);
  });

  it('leaves collections and endpoints to Payload', async () => {
    for (const slug of [['customers'], ['gift-cards', '1'], ['users', 'me'], []])
      expect(await (await call(slug)).text()).toBe('payload');
  });
});
