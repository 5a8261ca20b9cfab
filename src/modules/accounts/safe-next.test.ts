import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('where a login leads', () => {
  it('goes on to a path of this shop', () => {
    expect(safeNext('/checkout')).toBe('/checkout');
    expect(safeNext('/wishlist?x=1')).toBe('/wishlist?x=1');
  });

  it('never to another site or a made-up address', () => {
    for (const next of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      undefined,
      ['/a'],
    ]) {
      expect(safeNext(next)).toBe('/account');
    }
  });
});
