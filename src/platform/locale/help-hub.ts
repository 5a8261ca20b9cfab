import type { LocaleCode } from './locales';

/**
 * Where each storefront's help hub is (spec §2 "Help hub": Norwegian /tjeneste, Finnish /palvelu, Spanish
 * /ayuda, the others /service). The header links it on every page; the demo content puts the hub page there.
 */
const HUB_SLUGS: Partial<Record<LocaleCode, string>> = {
  'no-NO': 'tjeneste',
  'fi-FI': 'palvelu',
  'es-ES': 'ayuda',
};

export const helpHubSlug = (locale: LocaleCode) => HUB_SLUGS[locale] ?? 'service';
export const helpHubPath = (locale: LocaleCode) => `/${helpHubSlug(locale)}`;
