import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { createAccountHandlers } from './account-handlers';

const accountHandlers = createAccountHandlers({});

const call = (method: 'post' | 'get' | 'delete', action: string[]) =>
  accountHandlers[method](
    new NextRequest(`http://localhost/data/account/${action.join('/')}?locale=en-GB`, {
      method: method.toUpperCase(),
    }),
    { params: Promise.resolve({ action }) },
  );

describe('account routes', () => {
  it('answer names of the language’s own object members as unknown actions', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      for (const method of ['post', 'get'] as const) {
        const response = await call(method, [name]);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: expect.any(String) });
      }
      expect((await call('delete', [name, '1'])).status).toBe(404);
    }
  });
});
