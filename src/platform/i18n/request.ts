import { getRequestConfig } from 'next-intl/server';
import { countryOf, DEFAULT_LOCALE, isLocaleCode, timeZoneOf } from '../locale/locales';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocaleCode(requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: timeZoneOf(countryOf(locale)),
  };
});
