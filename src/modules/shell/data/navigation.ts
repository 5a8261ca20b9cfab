import { cachedQuery } from '@/platform/cache/database-cache';
import type { LocaleCode } from '@/platform/locale/locales';
import { payloadClient } from '@/payload/client';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup extends NavLink {
  group: 'glasses' | 'sunglasses' | 'contactLenses' | 'discover';
  links: NavLink[];
}

export interface FooterContent {
  groups: Array<{ group: NavGroup['group']; label: string; links: NavLink[] }>;
  legalLinks: NavLink[];
}

function links(rows: Array<{ label: string; href: string }> | null | undefined): NavLink[] {
  return (rows ?? []).map(({ label, href }) => ({ label, href }));
}

/** The mega-menu of a locale, cached until the backoffice changes it. */
export const getNavigation = cachedQuery(
  'navigation',
  async (locale: LocaleCode): Promise<NavGroup[]> => {
    const payload = await payloadClient();
    const navigation = await payload.findGlobal({ slug: 'navigation', locale, depth: 0 });
    return (navigation.groups ?? []).map((group) => ({
      group: group.group,
      label: group.label,
      href: group.href,
      links: links(group.links),
    }));
  },
  ['navigation'],
);

/** The footer content of a locale, cached until the backoffice changes it. */
export const getFooterContent = cachedQuery(
  'footer',
  async (locale: LocaleCode): Promise<FooterContent> => {
    const payload = await payloadClient();
    const footer = await payload.findGlobal({ slug: 'footer', locale, depth: 0 });
    return {
      groups: (footer.groups ?? []).map((group) => ({
        group: group.group,
        label: group.label,
        links: links(group.links),
      })),
      legalLinks: links(footer.legalLinks),
    };
  },
  ['footer'],
);
