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

/** The shopper-facing name of a filter value: a translated vocabulary word, a brand name, a pack size. */
export async function filterValueLabeller(context: RequestContext) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const { brands } = await loadCatalogue(context.locale);
  return (key: FilterKey, value: string): string => {
    if (key === 'brand') return brands.get(value)?.name ?? value;
    if (key === 'pack') return t('list.packValue', { count: Number(value) });
    const group = MESSAGE_GROUP[key];
    return group && t.has(`${group}.${value}`) ? t(`${group}.${value}`) : value;
  };
}
