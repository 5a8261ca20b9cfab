import type { Payload } from 'payload';
import { SUPPORTED_LOCALES, type LocaleCode } from '../../src/platform/locale/locales';

interface BannerTexts {
  eyeTest: string;
  eyeTestGuarantee: string;
  findOptician: string;
  sunglasses: string;
  shopNow: string;
}

const GERMAN: BannerTexts = {
  eyeTest: '<b>Kostenloser Sehtest</b> bei über 400 Partneroptikern',
  eyeTestGuarantee: '<b>Kostenloser Sehtest</b> und 30 Tage Geld-zurück-Garantie',
  findOptician: 'Optiker finden',
  sunglasses: '<strong>Sonnenbrillen-Wochen:</strong> die neuen Modelle sind da',
  shopNow: 'Jetzt entdecken',
};

/** Banner texts per locale; the promises are the shop's commercial terms (spec §9). */
const TEXTS: Record<LocaleCode, BannerTexts> = {
  'de-DE': GERMAN,
  'de-AT': GERMAN,
  'de-CH': GERMAN,
  'en-GB': {
    eyeTest: '<b>Free eye test</b> at over 400 partner opticians',
    eyeTestGuarantee: '<b>Free eye test</b> and a 30-day money-back guarantee',
    findOptician: 'Find an optician',
    sunglasses: '<strong>Sunglasses weeks:</strong> the new styles are here',
    shopNow: 'Discover now',
  },
  'nl-NL': {
    eyeTest: '<b>Gratis oogmeting</b> bij meer dan 400 partneropticiens',
    eyeTestGuarantee: '<b>Gratis oogmeting</b> en 30 dagen geld-terug-garantie',
    findOptician: 'Opticien zoeken',
    sunglasses: '<strong>Zonnebrillenweken:</strong> de nieuwe modellen zijn er',
    shopNow: 'Nu ontdekken',
  },
  'fr-FR': {
    eyeTest: '<b>Examen de vue gratuit</b> chez plus de 400 opticiens partenaires',
    eyeTestGuarantee: '<b>Examen de vue gratuit</b> et garantie satisfait ou remboursé de 30 jours',
    findOptician: 'Trouver un opticien',
    sunglasses: '<strong>Semaines des lunettes de soleil :</strong> les nouveaux modèles sont arrivés',
    shopNow: 'Découvrir',
  },
  'es-ES': {
    eyeTest: '<b>Revisión visual gratuita</b> en más de 400 ópticas asociadas',
    eyeTestGuarantee: '<b>Revisión visual gratuita</b> y garantía de devolución de 30 días',
    findOptician: 'Buscar una óptica',
    sunglasses: '<strong>Semanas de gafas de sol:</strong> ya están aquí los nuevos modelos',
    shopNow: 'Descubrir ahora',
  },
  'sv-SE': {
    eyeTest: '<b>Gratis synundersökning</b> hos över 400 partneroptiker',
    eyeTestGuarantee: '<b>Gratis synundersökning</b> och 30 dagars pengarna-tillbaka-garanti',
    findOptician: 'Hitta en optiker',
    sunglasses: '<strong>Solglasögonveckor:</strong> de nya modellerna är här',
    shopNow: 'Upptäck nu',
  },
  'no-NO': {
    eyeTest: '<b>Gratis synstest</b> hos over 400 partneroptikere',
    eyeTestGuarantee: '<b>Gratis synstest</b> og 30 dagers pengene-tilbake-garanti',
    findOptician: 'Finn en optiker',
    sunglasses: '<strong>Solbrilleuker:</strong> de nye modellene er her',
    shopNow: 'Oppdag nå',
  },
  'fi-FI': {
    eyeTest: '<b>Maksuton näöntutkimus</b> yli 400 kumppanioptikolla',
    eyeTestGuarantee: '<b>Maksuton näöntutkimus</b> ja 30 päivän rahat takaisin -takuu',
    findOptician: 'Etsi optikko',
    sunglasses: '<strong>Aurinkolasiviikot:</strong> uudet mallit ovat täällä',
    shopNow: 'Tutustu nyt',
  },
};

const DAY_MS = 86_400_000;

/**
 * Two top-banner campaigns: an always-on eye-test banner tested in two variations, and a homepage
 * sunglasses campaign with a countdown that ends two weeks after the data was loaded (then the eye-test
 * banner shows again).
 */
export async function loadCampaigns(payload: Payload, now = new Date()): Promise<number> {
  const endsAt = new Date(now.getTime() + 14 * DAY_MS).toISOString();
  const [first, ...others] = SUPPORTED_LOCALES;
  const eyeTest = await payload.create({
    collection: 'campaigns',
    locale: first,
    data: {
      name: 'Free eye test',
      slot: 'TOP_BANNER_CAMPAIGN',
      priority: 0,
      targeting: { audience: 'all' },
      variations: [
        {
          name: 'Opticians',
          weight: 50,
          banner: {
            text: TEXTS[first].eyeTest,
            linkTarget: '/partneroptiker',
            buttonText: TEXTS[first].findOptician,
            backgroundColor: '#e8f0fe',
            textColor: '#0b1f3a',
          },
        },
        {
          name: 'Guarantee',
          weight: 50,
          banner: {
            text: TEXTS[first].eyeTestGuarantee,
            linkTarget: '/partneroptiker',
            buttonText: TEXTS[first].findOptician,
            backgroundColor: '#0a58ca',
            textColor: '#ffffff',
          },
        },
      ],
    },
  });
  const sunglasses = await payload.create({
    collection: 'campaigns',
    locale: first,
    data: {
      name: 'Sunglasses weeks',
      slot: 'TOP_BANNER_CAMPAIGN',
      priority: 10,
      endsAt,
      targeting: { audience: 'all', pages: ['HOMEPAGE'] },
      variations: [
        {
          name: 'Countdown',
          weight: 100,
          banner: {
            text: TEXTS[first].sunglasses,
            linkTarget: '/l/sg/200',
            buttonText: TEXTS[first].shopNow,
            countdownEndDate: endsAt,
            backgroundColor: '#fff4d6',
            textColor: '#3b2a00',
          },
        },
      ],
    },
  });
  for (const locale of others) {
    const texts = TEXTS[locale];
    await payload.update({
      collection: 'campaigns',
      id: eyeTest.id,
      locale,
      data: {
        variations: eyeTest.variations.map((variation, index) => ({
          ...variation,
          banner: {
            ...variation.banner,
            text: index === 0 ? texts.eyeTest : texts.eyeTestGuarantee,
            buttonText: texts.findOptician,
          },
        })),
      },
    });
    await payload.update({
      collection: 'campaigns',
      id: sunglasses.id,
      locale,
      data: {
        variations: sunglasses.variations.map((variation) => ({
          ...variation,
          banner: { ...variation.banner, text: texts.sunglasses, buttonText: texts.shopNow },
        })),
      },
    });
  }
  return 2;
}
