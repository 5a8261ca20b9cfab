import { helpHubPath } from '../../src/platform/locale/help-hub';
import type { LocaleCode } from '../../src/platform/locale/locales';

type Group = 'glasses' | 'sunglasses' | 'contactLenses' | 'discover';
interface Link {
  label: string;
  href: string;
}

/** Menu labels per language; the link targets are the shop's URL shapes, the same in every storefront. */
interface Labels {
  groups: Record<Group, string>;
  glasses: [women: string, men: string, varifocal: string, brand: string];
  sunglasses: [women: string, men: string, prescription: string];
  contactLenses: [daily: string, monthly: string, eyeTest: string];
  discover: [freeEyeTest: string, stores: string, guide: string, myopia: string, help: string];
  legal: [imprint: string, privacy: string, terms: string];
}

const GERMAN: Labels = {
  groups: {
    glasses: 'Brillen',
    sunglasses: 'Sonnenbrillen',
    contactLenses: 'Kontaktlinsen',
    discover: 'Entdecken',
  },
  glasses: ['Damenbrillen', 'Herrenbrillen', 'Gleitsichtbrillen', 'Marke Nordlicht'],
  sunglasses: ['Damen-Sonnenbrillen', 'Herren-Sonnenbrillen', 'Sonnenbrillen mit Sehstärke'],
  contactLenses: ['Tageslinsen', 'Monatslinsen', 'Kontaktlinsen-Sehtest'],
  discover: [
    'Kostenloser Sehtest',
    'Unsere Filialen',
    'Brillen-Ratgeber',
    'Kurzsichtigkeit',
    'Hilfe und Service',
  ],
  legal: ['Impressum', 'Datenschutz', 'AGB'],
};

const LABELS: Record<LocaleCode, Labels> = {
  'de-DE': GERMAN,
  'de-AT': GERMAN,
  'de-CH': GERMAN,
  'en-GB': {
    groups: {
      glasses: 'Glasses',
      sunglasses: 'Sunglasses',
      contactLenses: 'Contact lenses',
      discover: 'Discover',
    },
    glasses: ["Women's glasses", "Men's glasses", 'Varifocals', 'Nordlicht brand'],
    sunglasses: ["Women's sunglasses", "Men's sunglasses", 'Prescription sunglasses'],
    contactLenses: ['Daily lenses', 'Monthly lenses', 'Contact lens eye test'],
    discover: ['Free eye test', 'Our stores', 'Glasses guide', 'Short-sightedness', 'Help and service'],
    legal: ['Imprint', 'Privacy policy', 'Terms and conditions'],
  },
  'nl-NL': {
    groups: {
      glasses: 'Brillen',
      sunglasses: 'Zonnebrillen',
      contactLenses: 'Contactlenzen',
      discover: 'Ontdekken',
    },
    glasses: ['Damesbrillen', 'Herenbrillen', 'Multifocale brillen', 'Merk Nordlicht'],
    sunglasses: ['Dameszonnebrillen', 'Herenzonnebrillen', 'Zonnebrillen op sterkte'],
    contactLenses: ['Daglenzen', 'Maandlenzen', 'Oogmeting voor contactlenzen'],
    discover: ['Gratis oogmeting', 'Onze winkels', 'Brillengids', 'Bijziendheid', 'Hulp en service'],
    legal: ['Colofon', 'Privacybeleid', 'Algemene voorwaarden'],
  },
  'fr-FR': {
    groups: {
      glasses: 'Lunettes',
      sunglasses: 'Lunettes de soleil',
      contactLenses: 'Lentilles',
      discover: 'Découvrir',
    },
    glasses: ['Lunettes femme', 'Lunettes homme', 'Lunettes progressives', 'Marque Nordlicht'],
    sunglasses: ['Solaires femme', 'Solaires homme', 'Solaires à la vue'],
    contactLenses: ['Lentilles journalières', 'Lentilles mensuelles', 'Examen pour lentilles'],
    discover: ['Examen de vue gratuit', 'Nos magasins', 'Guide des lunettes', 'Myopie', 'Aide et service'],
    legal: ['Mentions légales', 'Confidentialité', 'Conditions générales'],
  },
  'es-ES': {
    groups: {
      glasses: 'Gafas graduadas',
      sunglasses: 'Gafas de sol',
      contactLenses: 'Lentillas',
      discover: 'Descubrir',
    },
    glasses: ['Gafas de mujer', 'Gafas de hombre', 'Gafas progresivas', 'Marca Nordlicht'],
    sunglasses: ['Gafas de sol de mujer', 'Gafas de sol de hombre', 'Gafas de sol graduadas'],
    contactLenses: ['Lentillas diarias', 'Lentillas mensuales', 'Revisión para lentillas'],
    discover: ['Revisión visual gratuita', 'Nuestras tiendas', 'Guía de gafas', 'Miopía', 'Ayuda y servicio'],
    legal: ['Aviso legal', 'Privacidad', 'Condiciones generales'],
  },
  'sv-SE': {
    groups: {
      glasses: 'Glasögon',
      sunglasses: 'Solglasögon',
      contactLenses: 'Kontaktlinser',
      discover: 'Upptäck',
    },
    glasses: ['Damglasögon', 'Herrglasögon', 'Progressiva glasögon', 'Märket Nordlicht'],
    sunglasses: ['Damsolglasögon', 'Herrsolglasögon', 'Solglasögon med styrka'],
    contactLenses: ['Endagslinser', 'Månadslinser', 'Synundersökning för linser'],
    discover: [
      'Kostnadsfri synundersökning',
      'Våra butiker',
      'Glasögonguide',
      'Närsynthet',
      'Hjälp och service',
    ],
    legal: ['Om företaget', 'Integritetspolicy', 'Köpvillkor'],
  },
  'no-NO': {
    groups: {
      glasses: 'Briller',
      sunglasses: 'Solbriller',
      contactLenses: 'Kontaktlinser',
      discover: 'Oppdag',
    },
    glasses: ['Damebriller', 'Herrebriller', 'Progressive briller', 'Merket Nordlicht'],
    sunglasses: ['Damesolbriller', 'Herresolbriller', 'Solbriller med styrke'],
    contactLenses: ['Daglinser', 'Månedslinser', 'Synstest for linser'],
    discover: ['Gratis synstest', 'Våre butikker', 'Brilleguide', 'Nærsynthet', 'Hjelp og service'],
    legal: ['Om oss', 'Personvern', 'Kjøpsvilkår'],
  },
  'fi-FI': {
    groups: {
      glasses: 'Silmälasit',
      sunglasses: 'Aurinkolasit',
      contactLenses: 'Piilolinssit',
      discover: 'Tutustu',
    },
    glasses: ['Naisten silmälasit', 'Miesten silmälasit', 'Moniteholasit', 'Nordlicht-merkki'],
    sunglasses: ['Naisten aurinkolasit', 'Miesten aurinkolasit', 'Vahvuudelliset aurinkolasit'],
    contactLenses: ['Kertakäyttölinssit', 'Kuukausilinssit', 'Piilolinssien näöntarkastus'],
    discover: ['Maksuton näöntarkastus', 'Myymälämme', 'Silmälasiopas', 'Likinäköisyys', 'Apu ja palvelu'],
    legal: ['Yritystiedot', 'Tietosuoja', 'Toimitusehdot'],
  },
};

function groupLinks(labels: Labels, locale: LocaleCode): Record<Group, { href: string; links: Link[] }> {
  const [women, men, varifocal, brand] = labels.glasses;
  const [sunWomen, sunMen, sunPrescription] = labels.sunglasses;
  const [daily, monthly, lensTest] = labels.contactLenses;
  const [freeEyeTest, stores, guide, myopia, help] = labels.discover;
  return {
    glasses: {
      href: '/l/pg/100',
      links: [
        { label: women, href: '/l/pg/110' },
        { label: men, href: '/l/pg/120' },
        { label: varifocal, href: '/l/pg/130' },
        { label: brand, href: '/brillen/nordlicht.html' },
      ],
    },
    sunglasses: {
      href: '/l/sg/200',
      links: [
        { label: sunWomen, href: '/l/sg/210' },
        { label: sunMen, href: '/l/sg/220' },
        { label: sunPrescription, href: '/l/sg/230' },
      ],
    },
    contactLenses: {
      href: '/l/mix/300',
      links: [
        { label: daily, href: '/l/mix/310' },
        { label: monthly, href: '/l/mix/320' },
        { label: lensTest, href: '/kontaktlinsen-test' },
      ],
    },
    discover: {
      href: '/partneroptiker',
      links: [
        { label: freeEyeTest, href: '/partneroptiker' },
        { label: stores, href: '/stores' },
        { label: guide, href: '/brillen-ratgeber' },
        { label: myopia, href: '/brillen-ratgeber/kurzsichtigkeit' },
        { label: help, href: helpHubPath(locale) },
      ],
    },
  };
}

const GROUP_ORDER: Group[] = ['glasses', 'sunglasses', 'contactLenses', 'discover'];

export function navigationFor(locale: LocaleCode) {
  const labels = LABELS[locale];
  const links = groupLinks(labels, locale);
  return {
    groups: GROUP_ORDER.map((group) => ({
      group,
      label: labels.groups[group],
      href: links[group].href,
      links: links[group].links,
    })),
  };
}

export function footerFor(locale: LocaleCode) {
  const labels = LABELS[locale];
  const links = groupLinks(labels, locale);
  const [imprint, privacy, terms] = labels.legal;
  return {
    groups: GROUP_ORDER.map((group) => ({ group, label: labels.groups[group], links: links[group].links })),
    legalLinks: [
      { label: imprint, href: '/impressum' },
      { label: privacy, href: '/datenschutz' },
      { label: terms, href: '/agb' },
    ],
  };
}
