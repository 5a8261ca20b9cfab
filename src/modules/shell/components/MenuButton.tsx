'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { MAIN_MENU_ID, MenuButtonView } from './header-parts';

const FOCUSABLE = 'a[href], summary, button';

const mainMenu = () => document.getElementById(MAIN_MENU_ID);

function subscribeToMenu(onChange: () => void) {
  const menu = mainMenu();
  menu?.addEventListener('toggle', onChange);
  return () => menu?.removeEventListener('toggle', onChange);
}

const menuIsOpen = () => mainMenu()?.matches(':popover-open') ?? false;

/**
 * The phone's menu button on the shop's pages: keeps aria-expanded with the menu, takes the focus into the
 * menu when it opens and back to the button when it closes (Escape, the close button, a tap outside).
 */
export function MenuButton() {
  const t = useTranslations('shell');
  // undefined in the server's HTML: until the page has started, the browser tells the popover's state
  const expanded = useSyncExternalStore(subscribeToMenu, menuIsOpen, () => undefined);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const menu = mainMenu();
    if (!menu) return;
    const moveFocus = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') {
        menu.querySelector<HTMLElement>(FOCUSABLE)?.focus();
        return;
      }
      const focused = document.activeElement;
      if (!focused || focused === document.body || menu.contains(focused)) button.current?.focus();
    };
    menu.addEventListener('toggle', moveFocus);
    return () => menu.removeEventListener('toggle', moveFocus);
  }, []);

  return <MenuButtonView label={t('menu')} expanded={expanded} buttonRef={button} />;
}
