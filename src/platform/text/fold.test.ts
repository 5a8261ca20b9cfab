import { describe, expect, it } from 'vitest';
import { foldText, slug } from './fold';

describe('foldText', () => {
  it.each([
    ['München', 'munchen'],
    ['GÖTEBORG', 'goteborg'],
    ['Genève', 'geneve'],
    ['Tromsø', 'tromso'],
    ['Straße', 'strasse'],
    ["'s-Gravenhage", 's gravenhage'],
    ['  Frankfurt (Oder) ', 'frankfurt oder'],
  ])('%s → %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe('slug', () => {
  it('joins the folded words with hyphens', () => {
    expect(slug('Frankfurt am Main')).toBe('frankfurt-am-main');
    expect(slug('Zürich')).toBe('zurich');
  });
});
