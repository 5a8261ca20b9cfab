import { describe, expect, it } from 'vitest';
import { helpHubSlug } from '../../src/platform/locale/help-hub';
import { SUPPORTED_LOCALES } from '../../src/platform/locale/locales';
import { isPageSlug } from '../../src/platform/context/page-slug';
import { HELP_TOPICS, HUB_SECTIONS, helpPage, hubTexts } from './help-pages';

const GUIDES = ['brillen-ratgeber', 'brillen-ratgeber-kurzsichtigkeit'];
const slugsOf = (locale: (typeof SUPPORTED_LOCALES)[number]) =>
  new Map(HELP_TOPICS.map((topic) => [topic, helpPage(locale, topic).fields.slug!]));

describe('the help hub’s slug tables', () => {
  it('has five sections of four cards (spec §2)', () => {
    expect(Object.values(HUB_SECTIONS).map((cards) => cards.length)).toEqual([4, 4, 4, 4, 4]);
  });

  it.each(SUPPORTED_LOCALES)(
    '%s: every page has a valid address of its own under the locale’s hub',
    (locale) => {
      const slugs = slugsOf(locale);
      expect(new Set(slugs.values()).size).toBe(HELP_TOPICS.length);
      expect(hubTexts(locale).slug).toBe(helpHubSlug(locale));
      for (const [topic, slug] of slugs) {
        expect(isPageSlug(slug), `${topic}: ${slug}`).toBe(true);
        const page = helpPage(locale, topic);
        expect(page.fields.title, topic).toBeTruthy();
        expect(page.body.length, topic).toBeGreaterThan(300);
        if (GUIDES.includes(topic)) continue;
        const swedishException = locale === 'sv-SE' && ['glasses-values', 'benefits'].includes(topic);
        if (!swedishException)
          expect(slug.startsWith(`${helpHubSlug(locale)}/`), `${topic}: ${slug}`).toBe(true);
      }
    },
  );

  it('uses the spec’s addresses where it names them', () => {
    const english = slugsOf('en-GB');
    for (const topic of HELP_TOPICS.filter((name) => !GUIDES.includes(name)))
      expect(english.get(topic)).toBe(`service/${topic}`);
    const german = slugsOf('de-DE');
    expect([...german.values()]).toEqual(
      expect.arrayContaining(
        [
          'so-gehts',
          'ansichtsbestellung',
          'zahlungsmoeglichkeiten',
          'geschenkgutscheine',
          'versandinformationen',
          'lieferzeiten',
          'sendungsverfolgung',
          'rueckgabe-und-erstattung',
          'rueckgaberecht',
          'ruecksendung',
          'rueckerstattung',
          'fragen-kundenkonto',
          'passwort-vergessen',
        ].map((slug) => `service/${slug}`),
      ),
    );
    expect([...slugsOf('sv-SE').values()]).toEqual(
      expect.arrayContaining(['synundersokning', 'service/leverans', 'service/returer', 'c/svc/804']),
    );
    for (const locale of SUPPORTED_LOCALES) {
      expect(slugsOf(locale).get('brillen-ratgeber')).toBe('brillen-ratgeber');
      expect(slugsOf(locale).get('brillen-ratgeber-kurzsichtigkeit')).toBe(
        'brillen-ratgeber/kurzsichtigkeit',
      );
    }
  });
});
