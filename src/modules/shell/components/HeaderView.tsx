import type { ReactNode } from 'react';
import type { NavGroup } from '../data/navigation';
import type { Translate } from '@/platform/i18n/translator';
import {
  AccountIcon,
  LineIcon,
  MAIN_MENU_ID,
  MenuButtonView,
  SERVICE_LABEL_CLASS,
  SERVICE_LINK_CLASS,
} from './header-parts';

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
    /** the phone's menu button that keeps its state; without it the browser's popover alone */
    menuButton?: ReactNode;
    /** the search box with suggestions; without it a plain form that opens the results page */
    search?: ReactNode;
  };
}

function Logo({ t }: { t: Translate }) {
  return (
    <a
      href="/"
      className="flex min-h-10 items-center gap-2 text-xl font-bold text-ink"
      data-tracking-nav="header"
    >
      <svg aria-hidden="true" width="40" height="20" viewBox="0 0 40 20" className="text-brand">
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="30" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M18 9 q2 -3 4 0" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <span className="max-sm:sr-only">Eyewear Shop</span>
      <span className="sr-only">{t('logoLabel')}</span>
    </a>
  );
}

/**
 * The main navigation: a row of menu groups on wider screens; on a phone a panel that the menu button opens
 * (a popover, so the browser closes it on Escape or a tap outside).
 */
function MegaMenu({ t, navigation }: Pick<HeaderViewProps, 't' | 'navigation'>) {
  return (
    <nav
      id={MAIN_MENU_ID}
      popover="auto"
      aria-label={t('mainNavigation')}
      className="inset-0 m-0 h-full text-ink max-h-none w-80 max-w-[85vw] overflow-y-auto border-r border-line bg-white p-4 shadow-lg backdrop:bg-ink/40 md:static md:block md:h-auto md:w-auto md:max-w-none md:overflow-visible md:border-t md:border-r-0 md:p-0 md:shadow-none"
    >
      <button
        type="button"
        popoverTarget={MAIN_MENU_ID}
        popoverTargetAction="hide"
        className="mb-2 ml-auto flex min-h-10 min-w-10 items-center justify-center rounded hover:text-brand md:hidden"
      >
        <LineIcon>
          <path d="M6 6l12 12M18 6L6 18" />
        </LineIcon>
        <span className="sr-only">{t('closeMenu')}</span>
      </button>
      <ul className="mx-auto flex max-w-6xl flex-col md:flex-row md:flex-wrap md:gap-x-6 md:px-4">
        {navigation.map((group) => (
          <li key={group.group} className="relative">
            <details className="group py-3">
              <summary className="cursor-pointer list-none font-medium text-ink hover:text-brand">
                <span>{group.label}</span>
                <span aria-hidden="true" className="ml-1 inline-block group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <ul className="mt-2 p-1 md:absolute md:left-0 md:z-40 md:mt-3 md:min-w-56 md:rounded-md md:border md:border-line md:bg-white md:p-3 md:shadow-lg">
                {group.links.some((link) => link.href === group.href) ? null : (
                  <li>
                    <a
                      href={group.href}
                      className="block rounded px-2 py-2 font-semibold hover:bg-mist md:py-1"
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
                      className="block rounded px-2 py-2 hover:bg-mist md:py-1"
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
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-1 md:gap-4 md:py-3">
        {slots.menuButton ?? <MenuButtonView label={t('menu')} />}
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
          className="ml-auto flex items-center gap-x-1 md:flex-wrap md:gap-x-4 md:gap-y-2"
          aria-label={t('serviceNavigation')}
        >
          <li>
            <a href={helpHref} className={SERVICE_LINK_CLASS} data-tracking-nav="header" data-help-link>
              <LineIcon>
                <circle cx="12" cy="12" r="9.5" />
                <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
              </LineIcon>
              <span className={SERVICE_LABEL_CLASS}>{t('help')}</span>
            </a>
          </li>
          <li>
            <a href="/wishlist" className={SERVICE_LINK_CLASS} data-tracking-nav="header">
              <LineIcon>
                <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z" />
              </LineIcon>
              <span className={SERVICE_LABEL_CLASS}>{t('wishlist')}</span>
              {slots.wishlistBadge}
            </a>
          </li>
          <li>
            <a href="/cart" className={SERVICE_LINK_CLASS} data-tracking-nav="header">
              <LineIcon>
                <path d="M3 4h2l2.4 11h11.2L21 8H6.2" />
                <circle cx="9" cy="19" r="1.5" />
                <circle cx="18" cy="19" r="1.5" />
              </LineIcon>
              <span className={SERVICE_LABEL_CLASS}>{t('cart')}</span>
              {slots.cartBadge}
            </a>
          </li>
          <li>
            {slots.account ?? (
              <a href="/login" className={SERVICE_LINK_CLASS} data-tracking-nav="header">
                <AccountIcon />
                <span className={SERVICE_LABEL_CLASS}>{t('login')}</span>
              </a>
            )}
          </li>
        </ul>
      </div>
      <MegaMenu t={t} navigation={navigation} />
    </header>
  );
}
