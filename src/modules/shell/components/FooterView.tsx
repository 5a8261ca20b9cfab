import type { ReactNode } from 'react';
import { SUPPORTED_LOCALES, type LocaleCode } from '@/platform/locale/locales';
import type { FooterContent } from '../data/navigation';
import { PaymentIcons } from './PaymentIcons';
import { STOREFRONT_NAMES } from './storefronts';
import type { Translate } from '@/platform/i18n/translator';

export interface FooterViewProps {
  t: Translate;
  locale: LocaleCode;
  content: FooterContent;
  year: number;
  /** The consent settings button; the HTML fragment for other applications goes without it. */
  consentSettings?: ReactNode;
}

/** The shop's own footer; rendered on its pages and served as an HTML fragment to other applications. */
export function FooterView({ t, locale, content, year, consentSettings }: FooterViewProps) {
  return (
    <footer className="mt-16 border-t border-line bg-mist text-ink">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <nav aria-label={t('footerNavigation')} className="contents">
          {content.groups.map((group) => (
            <div key={group.group}>
              <h2 className="mb-3 font-semibold">{group.label}</h2>
              <ul className="space-y-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="hover:text-brand hover:underline"
                      data-tracking-nav="footer"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div>
          <h2 className="mb-3 font-semibold">{t('newsletterTitle')}</h2>
          <p className="mb-3 text-sm">{t('newsletterText')}</p>
          <a
            href="/newsletter"
            className="inline-block rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark"
            data-tracking-nav="footer"
          >
            {t('newsletterLink')}
          </a>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 border-t border-line px-4 py-6 lg:flex-row lg:items-end lg:justify-between">
        <form method="get" className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col">
            <label htmlFor="storefront-switch" className="text-sm font-semibold">
              {t('countryLabel')}
            </label>
            <select
              id="storefront-switch"
              name="locale"
              defaultValue={locale}
              className="rounded-md border border-line bg-white px-3 py-2"
            >
              {SUPPORTED_LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {STOREFRONT_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="rounded-md border border-ink px-4 py-2 font-medium hover:bg-white">
            {t('countrySubmit')}
          </button>
        </form>
        <div>
          <h2 className="mb-2 text-sm font-semibold">{t('paymentTitle')}</h2>
          <PaymentIcons t={t} />
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t border-line px-4 py-4 text-sm">
        <p>
          {t('copyright', { year })} · {t('moneyBack')}
        </p>
        <nav aria-label={t('legalNavigation')}>
          <ul className="flex flex-wrap items-center gap-4">
            {content.legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:underline" data-tracking-nav="footer">
                  {link.label}
                </a>
              </li>
            ))}
            {consentSettings ? <li>{consentSettings}</li> : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
