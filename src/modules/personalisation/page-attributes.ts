import type { CountrySettings } from '@/platform/config/country-config';
import type { PageType } from './constants';
import type { PageAttributeValue } from './provider-api';

/**
 * Spec §3 "Page attributes", sent only with personalisation consent: whether the storefront sells each
 * product type (it has price lists for it), the campaign ids of the landing URL, and that consent was given
 * for this page type.
 */
export function pageAttributes(
  settings: Pick<CountrySettings, 'priceLists'>,
  pageUrl: URL,
  pageType: PageType,
): Record<string, PageAttributeValue> {
  const attributes: Record<string, PageAttributeValue> = {
    glassesPriceListAvailable: settings.priceLists.glasses.length > 0,
    sunglassesPriceListAvailable: settings.priceLists.sunglasses.length > 0,
    contactLensesPriceListAvailable: settings.priceLists.contactLenses.length > 0,
    [`consentChosen_${pageType}`]: true,
  };
  const utmId = pageUrl.searchParams.get('utm_id');
  const wtMc = pageUrl.searchParams.get('wt_mc');
  if (utmId) attributes.utm_id = utmId;
  if (wtMc) attributes.wt_mc = wtMc;
  return attributes;
}
