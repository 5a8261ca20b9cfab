import { describe, expect, it } from 'vitest';
import { writingInTheDefaultLocale } from './rest-default-locale';

/** What Payload's handler is given: its address and its body. */
const seen = async (request: Request) =>
  Response.json({ url: request.url, method: request.method, body: await request.text() });

const send = async (address: string, init: RequestInit = { method: 'POST', body: '{"alt":"Ein Bild"}' }) =>
  (await writingInTheDefaultLocale(seen)(new Request(address, init), {
    params: Promise.resolve({ slug: ['media'] }),
  }).then((answer) => answer.json())) as { url: string; method: string; body: string };

describe('a write to the backoffice API', () => {
  it('without a language is made in the default one, its body and method unchanged', async () => {
    expect(await send('http://shop.test/api/media?depth=0')).toEqual({
      url: 'http://shop.test/api/media?depth=0&locale=de-DE',
      method: 'POST',
      body: '{"alt":"Ein Bild"}',
    });
    expect((await send('http://shop.test/api/media?locale=')).url).toBe(
      'http://shop.test/api/media?locale=de-DE',
    );
  });

  it('in a language stays in it', async () => {
    const answer = await send('http://shop.test/api/media/4?locale=fr-FR', { method: 'PATCH', body: '{}' });
    expect(answer).toEqual({ url: 'http://shop.test/api/media/4?locale=fr-FR', method: 'PATCH', body: '{}' });
  });

  it('that asks for a read, its query in the body, is left to Payload as it came', async () => {
    const answer = await send('http://shop.test/api/brands', {
      method: 'POST',
      headers: {
        'x-payload-http-method-override': 'GET',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'depth=0&limit=10',
    });
    expect(answer.url).toBe('http://shop.test/api/brands');
  });
});
