import type { LocaleCode } from '../locale/locales';

/** Translation sections: one JSON file per locale and section under messages/. */
export const MESSAGE_SECTIONS = [
  'shell',
  'consent',
  'errors',
  'pageError',
  'home',
  'banner',
  'opticians',
  'catalogue',
  'search',
  'reviews',
  'appointments',
  'newsletter',
  'newsletterMail',
  'wishlist',
  'configurator',
  'cart',
  'account',
  'accountMail',
  'checkout',
  'checkoutMail',
  'eyeTests',
  'content',
  'support',
  'tryon',
  'monitoring',
] as const;

export type Messages = Record<string, Record<string, unknown>>;

/** Loads one section of one locale; a missing file yields an empty section (spec §7). */
export async function loadSection(locale: LocaleCode, section: string): Promise<Record<string, unknown>> {
  try {
    const file = (await import(`../../../messages/${locale}/${section}.json`)) as {
      default: Record<string, unknown>;
    };
    return file.default;
  } catch {
    return {};
  }
}

export async function loadMessages(
  locale: LocaleCode,
  sections: readonly string[] = MESSAGE_SECTIONS,
): Promise<Messages> {
  const loaded = await Promise.all(
    sections.map(async (section) => [section, await loadSection(locale, section)] as const),
  );
  return Object.fromEntries(loaded);
}
