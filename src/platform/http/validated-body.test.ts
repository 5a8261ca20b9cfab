import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as mini from 'zod/mini';
import { fieldsAtFault, validatedBody } from './validated-body';

const schema = z.object({ email: z.email({ error: 'emailInvalid' }) });
const refusal = {
  locale: 'de-DE',
  message: 'Bitte prüfen',
  fieldsOf: (error: z.ZodError) =>
    Object.fromEntries(error.issues.map((issue) => [issue.path[0], issue.message])),
};
const post = (body: string) =>
  new Request('http://localhost/data/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('validatedBody', () => {
  it('hands over the body that fits the schema', async () => {
    expect(await validatedBody(post('{"email":"a@b.de"}'), schema, refusal)).toEqual({
      data: { email: 'a@b.de' },
    });
  });

  it('refuses bad input with 400 {message, fields}, private and in the reader’s language', async () => {
    const { refusal: answer } = await validatedBody(post('{"email":"nope"}'), schema, refusal);
    expect(answer?.status).toBe(400);
    expect(answer?.headers.get('cache-control')).toBe('private, no-store');
    expect(answer?.headers.get('content-language')).toBe('de-DE');
    expect(await answer?.json()).toEqual({ message: 'Bitte prüfen', fields: { email: 'emailInvalid' } });
  });

  it('refuses a body that is no JSON', async () => {
    const { refusal: answer } = await validatedBody(post('{"email":'), schema, refusal);
    expect(answer?.status).toBe(400);
  });

  it('checks schemas of zod’s mini build too', async () => {
    const miniSchema = mini.object({ email: mini.email({ error: 'emailInvalid' }) });
    expect(await validatedBody(post('{"email":"a@b.de"}'), miniSchema, refusal)).toEqual({
      data: { email: 'a@b.de' },
    });
    const { refusal: answer } = await validatedBody(post('{"email":"nope"}'), miniSchema, refusal);
    expect(await answer?.json()).toEqual({ message: 'Bitte prüfen', fields: { email: 'emailInvalid' } });
  });

  it('names the fields at fault that have a text, and no others', () => {
    const result = z.object({ code: z.string(), till: z.number() }).safeParse({ code: 1, till: 'x' });
    expect(fieldsAtFault(result.error!, { code: 'Code fehlt', other: 'nie' })).toEqual({
      code: 'Code fehlt',
    });
  });
});
