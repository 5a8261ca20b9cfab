import type { ReactNode } from 'react';
import type { NavGroup } from '../data/navigation';
import type { Translate } from '@/platform/i18n/translator';

/** A 24×24 outline icon beside a header link's text. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}

export interface HeaderViewProps {
  t: Translate;
  navigation: NavGroup[];
  /** the storefront's help hub, linked in the same place on every page */
  helpHref: string;
  /** Interactive parts the page adds; the HTML fragment for other applications goes without them. */
  slots?: {
    wishlistBadge?: ReactNode;
    cartBadge?: ReactNode;
    account?: ReactNode;
    storeChoice?: ReactNode;
    /** the search box with suggestions; without it a plain form that opens the results page */
    search?: ReactNode;
  };
}

function Logo({ t }: { t: Translate }) {
  return (
    <a href="/" className="flex items-center gap-2 text-xl font-bold text-ink" data-tracking-nav="header">
      <svg aria-hidden="true" width="40" height="20" viewBox="0 0 40 20" className="text-brand">
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="30" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M18 9 q2 -3 4 0" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <span>Eyewear Shop</span>
      <span className="sr-only">{t('logoLabel')}</span>
    </a>
  );
}

function MegaMenu({ t, navigation }: Pick<HeaderViewProps, 't' | 'navigation'>) {
  return (
    <nav aria-label={t('mainNavigation')} className="border-t border-line">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-6 px-4">
        {navigation.map((group) => (
          <li key={group.group} className="relative">
            <details className="group py-3">
              <summary className="cursor-pointer list-none font-medium text-ink hover:text-brand">
                <span>{group.label}</span>
                <span aria-hidden="true" className="ml-1 inline-block group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <ul className="absolute left-0 z-40 mt-3 min-w-56 rounded-md border border-line bg-white p-3 shadow-lg">
                {group.links.some((link) => link.href === group.href) ? null : (
                  <li>
                    <a
                      href={group.href}
                      className="block rounded px-2 py-1 font-semibold hover:bg-mist"
                      data-tracking-nav="main"
                    >
                      {t('allOf', { group: group.label })}
                    </a>
                  </li>
                )}
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="block rounded px-2 py-1 hover:bg-mist"
                      data-tracking-nav="main"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The shop's own header; rendered on its pages and served as an HTML fragment to other applications. */
export function HeaderView({ t, navigation, helpHref, slots = {} }: HeaderViewProps) {
  return (
    <header className="border-b border-line bg-white">
      {slots.storeChoice}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <Logo t={t} />
        {slots.search ?? (
          <form
            role="search"
            action="/search"
            method="get"
            className="order-last flex w-full gap-2 sm:order-none sm:ml-6 sm:w-auto sm:flex-1"
          >
            <label htmlFor="shop-search" className="sr-only">
              {t('searchLabel')}
            </label>
            <input
              id="shop-search"
              name="q"
              type="search"
              required
              placeholder={t('searchPlaceholder')}
              className="w-full rounded-md border border-line px-3 py-2"
            />
            <button
              type="submit"
              className="rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark"
            >
              {t('searchSubmit')}
            </button>
          </form>
        )}
        <ul
          className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-2"
          aria-label={t('serviceNavigation')}
        >
          <li>
            <a
              href={helpHref}
              className="flex items-center gap-1 hover:text-brand"
              data-tracking-nav="header"
              data-help-link
            >
              <LineIcon>
                <circle cx="12" cy="12" r="9.5" />
                <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
              </LineIcon>
              {t('help')}
            </a>
          </li>
          <li>
            <a
              href="/wishlist"
              className="flex items-center gap-1 hover:text-brand"
              data-tracking-nav="header"
            >
              <LineIcon>
                <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z" />
              </LineIcon>
              {t('wishlist')}
              {slots.wishlistBadge}
            </a>
          </li>
          <li>
            <a href="/cart" className="flex items-center gap-1 hover:text-brand" data-tracking-nav="header">
              <LineIcon>
                <path d="M3 4h2l2.4 11h11.2L21 8H6.2" />
                <circle cx="9" cy="19" r="1.5" />
                <circle cx="18" cy="19" r="1.5" />
              </LineIcon>
              {t('cart')}
              {slots.cartBadge}
            </a>
          </li>
          <li>
            {slots.account ?? (
              <a href="/login" className="hover:text-brand" data-tracking-nav="header">
                {t('login')}
              </a>
            )}
          </li>
        </ul>
      </div>
      <MegaMenu t={t} navigation={navigation} />
    </header>
  );
}
