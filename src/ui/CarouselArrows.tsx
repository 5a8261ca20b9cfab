'use client';

import { useEffect, useRef, useState } from 'react';

/** The carousel's track: the list of slides in the same section as the arrows. */
function trackNextTo(button: HTMLButtonElement | null): HTMLElement | null | undefined {
  return button?.closest('section')?.querySelector<HTMLElement>(':scope > ul');
}

/**
 * The previous and next buttons of a `Carousel` (labelled, disabled at either end): the carousel's only
 * client part; its slides are server-rendered in a CSS scroll-snap track, found next to the buttons.
 * With reduced motion the arrows jump instead of gliding.
 */
export function CarouselArrows({ previousLabel, nextLabel }: { previousLabel: string; nextLabel: string }) {
  const previous = useRef<HTMLButtonElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  useEffect(() => {
    const element = trackNextTo(previous.current);
    if (!element) return;
    const measure = () =>
      setEdges({
        start: element.scrollLeft <= 1,
        end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
      });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);

  const scroll = (direction: 1 | -1) => {
    const element = trackNextTo(previous.current);
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
  };

  const arrow = 'rounded-full border border-line bg-white px-3 py-1 text-lg disabled:opacity-40';
  return (
    <>
      <button
        ref={previous}
        type="button"
        className={arrow}
        aria-label={previousLabel}
        data-carousel-arrow="previous"
        disabled={edges.start}
        onClick={() => scroll(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={arrow}
        aria-label={nextLabel}
        data-carousel-arrow="next"
        disabled={edges.end}
        onClick={() => scroll(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
