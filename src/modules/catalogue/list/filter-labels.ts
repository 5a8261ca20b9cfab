import { getTranslations } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';
import type { FilterKey } from '../model/filters';
import { loadCatalogue } from '../model/catalogue-store';

const MESSAGE_GROUP: Partial<Record<FilterKey, string>> = {
  shape: 'shape',
  colour: 'colour',
  material: 'material',
  size: 'size',
  gender: 'gender',
  lensType: 'lensType',
  face: 'faceShape',
};

/**
 * Whether `value` is a word of a translated vocabulary (`{round: "Rund", …}`): a value from the address such
 * as `constructor` or `a.b` is not, though a lookup by path would find something there.
 */
export const isVocabularyWord = (vocabulary: unknown, value: string) =>
  typeof vocabulary === 'object' &&
  vocabulary !== null &&
  Object.hasOwn(vocabulary, value) &&
  typeof (vocabulary as Record<string, unknown>)[value] === 'string';

/** The shopper-facing name of a filter value: a translated vocabulary word, a brand name, a pack size. */
export async function filterValueLabeller(context: RequestContext) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const { brands } = await loadCatalogue(context.locale);
  return (key: FilterKey, value: string): string => {
    if (key === 'brand') return brands.get(value)?.name ?? value;
    if (key === 'pack') return t('list.packValue', { count: Number(value) });
    const group = MESSAGE_GROUP[key];
    return group && isVocabularyWord(t.raw(group), value) ? t(`${group}.${value}`) : value;
  };
}
