import { draftMode, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { channelOf, countryOf, currencyOf, isLocaleCode } from '../locale/locales';
import {
  BAM_APPLICATION,
  PUBLIC_PATH_HEADER,
  type Application,
  type RequestContext,
} from './request-context';

export interface ShopRouteParams {
  locale: string;
  application: string;
}

function isApplication(value: string): value is Application {
  return value === 'default' || value === BAM_APPLICATION;
}

/** The request context of a page, from the internal route segments the proxy rewrote to. */
export const shopContext = cache(async (params: ShopRouteParams): Promise<RequestContext> => {
  const { locale, application } = params;
  if (!isLocaleCode(locale) || !isApplication(application)) notFound();
  const country = countryOf(locale);
  const [draft, requestHeaders] = await Promise.all([draftMode(), headers()]);
  return {
    locale,
    country,
    application,
    channel: channelOf(country),
    currency: currencyOf(country),
    host: requestHeaders.get('host') ?? '',
    previewMode: draft.isEnabled,
  };
});

/** The page's public path as the visitor asked for it (`/stores`, not the internal `/de-DE/default/stores`). */
export async function publicPath(): Promise<string> {
  return (await headers()).get(PUBLIC_PATH_HEADER) ?? '/';
}
