import { describe, expect, it } from 'vitest';
import { jsonBodyOf } from './json-body';

const post = (body: string, type = 'application/json') =>
  new Request('http://localhost/data/x', { method: 'POST', headers: { 'content-type': type }, body });

describe('jsonBodyOf', () => {
  it('reads a JSON body', async () => {
    expect(await jsonBodyOf(post('{"email":"a@b.de","tags":[1,{"x":null}]}'))).toEqual({
      email: 'a@b.de',
      tags: [1, { x: null }],
    });
  });

  it('refuses bodies that are not JSON or not declared as JSON', async () => {
    expect(await jsonBodyOf(post('{"email":'))).toBeUndefined();
    expect(await jsonBodyOf(post('{}', 'text/plain'))).toBeUndefined();
  });

  it('refuses deeply nested JSON', async () => {
    expect(await jsonBodyOf(post('['.repeat(5000) + ']'.repeat(5000)))).toBeUndefined();
    expect(await jsonBodyOf(post(`{"a":${'{"b":'.repeat(40)}1${'}'.repeat(40)}}`))).toBeUndefined();
    expect(await jsonBodyOf(post(`{"a":${'{"b":'.repeat(10)}1${'}'.repeat(10)}}`))).toBeDefined();
  });
});
