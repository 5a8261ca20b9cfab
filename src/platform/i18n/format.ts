import type { CurrencyCode, LocaleCode } from '../locale/locales';

/** A price as the storefront shows it: "129,00 €", "CHF 129.00", "£129.00", "1 290,00 kr". */
export function formatPrice(amount: number, currency: CurrencyCode, locale: LocaleCode): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

export function formatNumber(value: number, locale: LocaleCode, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/** A calendar date as the storefront writes it ("24. Nov. 2027", "24 Nov 2027"); UTC, as dates are stored. */
export function formatDate(value: string | Date, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
}
