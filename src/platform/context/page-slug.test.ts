import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPageSlug } from './page-slug';

describe('isPageSlug', () => {
  it('accepts lower-case words with hyphens, in up to four parts', () => {
    for (const slug of ['impressum', 'agb', 'aktionen/sommer-2027', 'a/b/c/d'])
      expect(isPageSlug(slug)).toBe(true);
  });

  it('refuses other characters, empty parts, too deep paths and the shop’s own addresses', () => {
    for (const slug of [
      '',
      'Impressum',
      'agb/',
      '/agb',
      'a//b',
      'a/b/c/d/e',
      'über',
      'a_b',
      '-a',
      'cart',
      'api/x',
      'p/pg',
    ])
      expect(isPageSlug(slug)).toBe(false);
  });
});

describe('the shop’s own addresses', () => {
  it('are never a content page’s (which the page cache keeps for everyone)', () => {
    const routeFolders = ['src/app', 'src/app/(payload)', 'src/app/[locale]/[application]'];
    const firstParts = routeFolders
      .flatMap((folder) => readdirSync(folder, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && /^[a-z]/.test(entry.name))
      .map((entry) => entry.name);
    expect(firstParts).toContain('cart');
    for (const part of firstParts) expect(isPageSlug(part), part).toBe(false);
  });
});
