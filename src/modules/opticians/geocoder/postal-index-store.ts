import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Country } from '@/platform/locale/locales';
import { buildCountryIndex, type CountryIndex } from './country-index';
import { decodePostalIndex } from './postal-index-format';

/** The committed index files; like Payload's paths, taken from the working directory (the project root). */
export const POSTAL_INDEX_DIRECTORY = path.resolve('src/modules/opticians/geocoder/postal-index');

const loaded = new Map<string, Promise<CountryIndex>>();

/** A country's index, read and built on first use and then kept for the life of the process. */
export function loadCountryIndex(
  country: Country,
  directory = POSTAL_INDEX_DIRECTORY,
): Promise<CountryIndex> {
  const file = path.join(directory, `${country}.tsv`);
  let index = loaded.get(file);
  if (!index) {
    index = readFile(file, 'utf8').then((text) => buildCountryIndex(decodePostalIndex(text)));
    // A failed read is not kept: the next lookup tries again.
    index.catch(() => loaded.delete(file));
    loaded.set(file, index);
  }
  return index;
}
