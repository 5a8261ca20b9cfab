import { describe, expect, it } from 'vitest';
import { isPageSlug } from '../../src/platform/context/page-slug';
import { SUPPORTED_LOCALES } from '../../src/platform/locale/locales';
import { DEMO_IMAGES } from './demo-images';
import { homeTexts } from './home-pages';

describe('the demo home and landing pages', () => {
  it.each(SUPPORTED_LOCALES)(
    '%s: three hero slides, four promises and categories, a landing page address',
    (locale) => {
      const home = homeTexts(locale);
      expect(home.hero).toHaveLength(3);
      expect(home.usp).toHaveLength(4);
      expect(home.categories.items).toHaveLength(4);
      for (const item of [...home.hero, ...home.categories.items]) {
        expect(Object.keys(DEMO_IMAGES)).toContain(item.image);
        expect(item.href).toMatch(/^\/[a-z]/);
      }
      expect(home.usp.join(' ')).toContain('400');
      expect(isPageSlug(home.landing.slug)).toBe(true);
      expect(home.faq.items.length).toBeGreaterThanOrEqual(3);
    },
  );
});
