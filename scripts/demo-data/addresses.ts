import type { Country } from '../../src/platform/locale/locales';
import { list } from './list';
import { integerBetween, pick } from './random';
import { swissLanguage } from './swiss-language';

/** Street names common in each country; with a house number they make plausible shop addresses. */
const STREETS: Record<Exclude<Country, 'ch'>, string[]> = {
  de: list(
    'Hauptstraße, Bahnhofstraße, Marktplatz, Schillerstraße, Königstraße, Goethestraße, Kirchstraße, Lindenstraße, Friedrichstraße, Poststraße, Breite Straße, Lange Straße',
  ),
  at: list(
    'Hauptplatz, Hauptstraße, Kirchengasse, Bahnhofstraße, Herrengasse, Landstraße, Stadtplatz, Schulgasse, Wiener Straße, Kärntner Straße, Mariahilfer Straße',
  ),
  nl: list(
    'Kerkstraat, Dorpsstraat, Hoofdstraat, Marktstraat, Molenstraat, Stationsweg, Hoogstraat, Nieuwstraat, Langestraat, Grote Markt',
  ),
  fr: list(
    'Rue de la République, Rue Victor Hugo, Avenue Jean Jaurès, Rue Nationale, Grande Rue, Rue du Général de Gaulle, Place de la Mairie, Rue Pasteur, Boulevard Gambetta, Rue de la Gare',
  ),
  es: list(
    'Calle Mayor, Gran Vía, Calle Real, Avenida de la Constitución, Plaza Mayor, Calle San Francisco, Calle Nueva, Calle del Carmen, Paseo de la Estación',
  ),
  se: list(
    'Storgatan, Drottninggatan, Kungsgatan, Järnvägsgatan, Kyrkogatan, Torggatan, Nygatan, Västra Storgatan, Östra Storgatan',
  ),
  no: list('Storgata, Kirkegata, Torggata, Strandgata, Jernbanegata, Kongens gate, Dronningens gate, Nygata'),
  fi: list(
    'Kauppakatu, Kirkkokatu, Asemakatu, Rantakatu, Hämeenkatu, Koulukatu, Puistokatu, Torikatu, Keskuskatu',
  ),
  gb: list(
    'High Street, Market Street, Church Street, Station Road, King Street, Queen Street, Bridge Street, Victoria Road, Market Place',
  ),
};

/** Switzerland's streets are named in the town's language. */
const SWISS_STREETS: Record<ReturnType<typeof swissLanguage>, string[]> = {
  de: list('Bahnhofstrasse, Marktgasse, Hauptgasse, Kirchgasse, Dorfstrasse, Poststrasse, Seestrasse'),
  fr: list('Rue du Marché, Rue Centrale, Avenue de la Gare, Grand-Rue, Rue du Lac'),
  it: ['Via Cantonale', 'Via Stazione', 'Piazza Grande', 'Via Nassa'],
};

/** The house number goes before the street name in France and Great Britain, after it elsewhere. */
export function streetAddress(random: () => number, country: Country, postcode: string): string {
  const street = pick(random, country === 'ch' ? SWISS_STREETS[swissLanguage(postcode)] : STREETS[country]);
  const number = integerBetween(random, 1, 120);
  if (country === 'fr' || country === 'gb') return `${number} ${street}`;
  if (country === 'es') return `${street}, ${number}`;
  return `${street} ${number}`;
}

const DIAL_CODES: Record<Country, string> = {
  de: '+49',
  at: '+43',
  ch: '+41',
  nl: '+31',
  fr: '+33',
  es: '+34',
  se: '+46',
  no: '+47',
  fi: '+358',
  gb: '+44',
};

/** Digits of a national number without its leading zero (Norway has eight, Germany and Austria ten). */
const NATIONAL_DIGITS: Record<Country, number> = {
  de: 10,
  at: 10,
  ch: 9,
  nl: 9,
  fr: 9,
  es: 9,
  se: 9,
  no: 8,
  fi: 9,
  gb: 10,
};

export function phoneNumber(random: () => number, country: Country): string {
  const digits = NATIONAL_DIGITS[country];
  return `${DIAL_CODES[country]} ${integerBetween(random, 10 ** (digits - 1), 10 ** digits - 1)}`;
}

/** The letters of Dutch postcode suffixes and British inward codes (some are never used there). */
const DUTCH_LETTERS = 'ABCDEGHJKLMNPRTVWXZ';
const BRITISH_INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/**
 * A full postcode in the area of `postcode`: the GeoNames data hold only the Dutch 4 digits and the
 * British outward code, so the letters ("1012 AB") and the inward code ("SW1A 2AA") are made up.
 */
export function fullPostcode(random: () => number, country: Country, postcode: string): string {
  const letter = (letters: string) => letters[Math.floor(random() * letters.length)]!;
  if (country === 'nl') return `${postcode} ${letter(DUTCH_LETTERS)}${letter(DUTCH_LETTERS)}`;
  if (country === 'gb') {
    return `${postcode} ${integerBetween(random, 0, 9)}${letter(BRITISH_INWARD_LETTERS)}${letter(BRITISH_INWARD_LETTERS)}`;
  }
  return postcode;
}
