import type { Country } from '@/platform/locale/locales';

/**
 * Names of big cities in other languages or old spellings (folded) → the folded name in the index. Accents
 * and umlaut spellings ("Munchen", "Muenchen", "Goteborg") need no entry: name-keys.ts covers them.
 */
const ALIASES: Record<Country, Record<string, string>> = {
  de: {
    munich: 'munchen',
    cologne: 'koln',
    nuremberg: 'nurnberg',
    hanover: 'hannover',
    brunswick: 'braunschweig',
    frankfurt: 'frankfurt am main',
  },
  at: { vienna: 'wien', vienne: 'wien' },
  ch: {
    genf: 'geneve',
    geneva: 'geneve',
    ginevra: 'geneve',
    basle: 'basel',
    bale: 'basel',
    berne: 'bern',
    lucerne: 'luzern',
    'sankt gallen': 'st gallen',
  },
  nl: { 'den haag': 's gravenhage', 'the hague': 's gravenhage', 'den bosch': 's hertogenbosch' },
  fr: {},
  es: {
    seville: 'sevilla',
    saragossa: 'zaragoza',
    'la coruna': 'a coruna',
    corunna: 'a coruna',
    gerona: 'girona',
  },
  se: { gothenburg: 'goteborg' },
  no: {},
  fi: {
    helsingfors: 'helsinki',
    abo: 'turku',
    tammerfors: 'tampere',
    esbo: 'espoo',
    vanda: 'vantaa',
    uleaborg: 'oulu',
  },
  gb: {},
};

export function canonicalTownKey(foldedName: string, country: Country): string {
  return ALIASES[country][foldedName] ?? foldedName;
}
