'use client';

import { useEffect } from 'react';
import type { NavigationArea } from './schemas/navigation';
import { trackSafely } from './track';

const EVENT_TYPE: Record<
  NavigationArea,
  | 'HEADER_NAVIGATION_CLICK'
  | 'MAIN_NAVIGATION_CLICK'
  | 'FOOTER_NAVIGATION_CLICK'
  | 'BREADCRUMB_NAVIGATION_CLICK'
> = {
  header: 'HEADER_NAVIGATION_CLICK',
  main: 'MAIN_NAVIGATION_CLICK',
  footer: 'FOOTER_NAVIGATION_CLICK',
  breadcrumb: 'BREADCRUMB_NAVIGATION_CLICK',
};

/** Where a clicked link sits: its data-tracking-nav mark, else the header or footer it is in. */
function areaOf(link: Element): NavigationArea | undefined {
  const marked = link.closest('[data-tracking-nav]')?.getAttribute('data-tracking-nav');
  if (marked && marked in EVENT_TYPE) return marked as NavigationArea;
  if (link.closest('header')) return 'header';
  if (link.closest('footer')) return 'footer';
  return undefined;
}

/** Sends the navigation click events (header, main, footer, breadcrumb) for every link of the shell. */
export function NavigationTracker() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link) return;
      const area = areaOf(link);
      if (!area) return;
      trackSafely(
        { eventType: EVENT_TYPE[area], elementText: link.textContent?.trim() ?? '' },
        'navigation click',
      );
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
