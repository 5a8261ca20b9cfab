'use client';

import { useEffect } from 'react';
import { trackSafely } from './track';

/**
 * Sends the content-component events that components mark in their HTML instead of wiring each one: an
 * arrow (`data-carousel-arrow="next|previous"`) clicked inside a component (`data-component-category`,
 * `data-component-name`) is an arrow click.
 */
export function ComponentTracker() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const arrow = (event.target as Element | null)?.closest?.<HTMLElement>('[data-carousel-arrow]');
      const component = arrow?.closest<HTMLElement>('[data-component-name]');
      const arrowType = arrow?.dataset.carouselArrow;
      if (!component || (arrowType !== 'next' && arrowType !== 'previous')) return;
      trackSafely(
        {
          eventType: 'ARROW_CLICK',
          componentCategory: component.dataset.componentCategory ?? '',
          componentName: component.dataset.componentName ?? '',
          arrowType,
        },
        'component event',
      );
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
