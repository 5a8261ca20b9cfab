import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useWishlist } from './WishlistProvider';

function Probe() {
  useWishlist();
  return null;
}

describe('wishlist context', () => {
  it('cannot be used outside its provider', () => {
    expect(() => renderToString(createElement(Probe))).toThrow(
      'useWishlist must be used within a WishlistProvider',
    );
  });
});
