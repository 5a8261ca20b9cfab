import type { CountrySettings } from '@/platform/config/country-config';
import { Locale } from '@/platform/locale/locale';
import { classifyPath } from './page-classification';
import { pageAttributes } from './page-attributes';
import { publicPageLocation, publicReferrer } from './page-location';
import type { ProviderChooseRequest } from './provider-api';
import type { PartialRequestData } from './schemas';
import { providerSession, providerUser, type VisitorInfo } from './visitor';

function localeForProvider(locale: string): string {
  try {
    return Locale.parse(locale).toUnderscoreString();
  } catch {
    return locale;
  }
}

/**
 * The provider's choose body: user and session from the cookies, selector names = the requested campaigns,
 * page context and device, and the page attributes only when the visitor consented to personalisation.
 * The page's address and the referrer lose their tokens here too, whatever the browser sent.
 */
export function buildChooseRequest(
  partial: PartialRequestData,
  visitor: VisitorInfo,
  settings: Pick<CountrySettings, 'priceLists'>,
): ProviderChooseRequest {
  const user = providerUser(visitor);
  const location = publicPageLocation(partial.url);
  const pageUrl = new URL(location, 'http://shop.invalid');
  return {
    user,
    session: providerSession(visitor),
    selector: { names: [...partial.campaigns] },
    context: {
      page: {
        type: classifyPath(pageUrl.pathname),
        location,
        locale: localeForProvider(partial.locale),
        referrer: publicReferrer(visitor.referer),
        data: partial.pageData ?? [],
      },
      device: { userAgent: visitor.userAgent, ip: visitor.clientIp },
      ...(user.active_consent_accepted
        ? { pageAttributes: pageAttributes(settings, pageUrl, partial.pageType) }
        : {}),
    },
    options: { isImplicitPageview: partial.trackPageview, returnAnalyticsMetadata: true },
  };
}
