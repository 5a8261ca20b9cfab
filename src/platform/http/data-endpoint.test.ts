import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataEndpoint, type DataHandler } from './data-endpoint';

class FullError extends Error {}

const endpoint = (handle: DataHandler) =>
  dataEndpoint(
    {
      section: 'cart',
      unavailable: 'error.unavailable',
      failure: 'test endpoint failed',
      refusalOf: (error, call) =>
        error instanceof FullError ? call.refuse(409, 'error.full', { max: 30 }) : undefined,
    },
    handle,
  );

const post = (body: string) =>
  new NextRequest('http://localhost/data/x?locale=en-GB', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('dataEndpoint', () => {
  it('answers privately in the reader’s language', async () => {
    const response = await endpoint(async (call) => call.answer({ locale: call.context.locale }, 201))(
      post('{}'),
      undefined,
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-language')).toBe('en-GB');
    expect(await response.json()).toEqual({ locale: 'en-GB' });
  });

  it('answers the module’s error as its refusal maps it', async () => {
    const response = await endpoint(async () => {
      throw new FullError();
    })(post('{}'), undefined);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Your basket is full: it holds up to 30 items.' });
  });

  it('answers an unforeseen failure 503 with the section’s message, never the error', async () => {
    const response = await endpoint(async () => {
      throw new Error('database is locked');
    })(post('{}'), undefined);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-language')).toBe('en-GB');
    expect(await response.json()).toEqual({
      message: 'Your basket cannot be reached at the moment. Please try again in a moment.',
    });
  });

  it('refuses a body that does not fit the schema with 400 {message, fields}', async () => {
    const handle = endpoint(async (call) => {
      const { data, refusal } = await call.body(z.object({ quantity: z.number() }), {
        message: call.t('error.quantity'),
        fieldsOf: () => ({ quantity: call.t('error.quantity') }),
      });
      return refusal ?? call.answer(data);
    });
    const refused = await handle(post('{"quantity":"x"}'), undefined);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'Please choose a quantity from 1 to 10.',
      fields: { quantity: 'Please choose a quantity from 1 to 10.' },
    });
    expect(await (await handle(post('{"quantity":2}'), undefined)).json()).toEqual({ quantity: 2 });
  });
});
