import { describe, expect, it } from 'vitest';
import type { Country } from '../../src/platform/locale/locales';
import { townName } from './geonames-postal';

describe('GeoNames place names', () => {
  it.each([
    ['at', 'Wien, Alsergrund', 'Wien'],
    ['at', 'Graz,01.Bez.:Innere Stadt', 'Graz'],
    ['ch', 'Bern 13', 'Bern'],
    ['ch', 'Bern 60 UPD', 'Bern'],
    ['ch', 'Wohlen AG', 'Wohlen'],
    ['ch', 'Biel/Bienne', 'Biel/Bienne'],
    ['se', 'STOCKHOLM', 'Stockholm'],
    ['gb', 'City of Edinburgh', 'Edinburgh'],
    ['gb', 'Glasgow City', 'Glasgow'],
    ['de', 'Hamburg Altona-Nord', 'Hamburg Altona-Nord'],
    ['es', 'Herrada, La (Urbanizacion)', 'Herrada, La (Urbanizacion)'],
  ] as Array<[Country, string, string]>)('%s: %s → %s', (country, place, town) => {
    expect(townName(country, place)).toBe(town);
  });
});
