'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export interface CarouselProps {
  /** the carousel's accessible name, also its visible heading */
  title: string;
  headingLevel?: 2 | 3;
  previousLabel: string;
  nextLabel: string;
  /** marks for the content tracking: `data-component-category` and `data-component-name` */
  componentCategory: string;
  componentName: string;
  /** the A/B test this carousel is a variation of (for content_component_abtest_view) */
  abTest?: { name: string; variation: string };
  /** the slides, each an `<li>` */
  children: ReactNode;
}

/**
 * A horizontally scrolling row of slides with previous and next buttons (labelled, disabled at either end).
 * Slides stay in the tab order and scroll into view when focused, so it works by keyboard alone; with reduced
 * motion the arrows jump instead of gliding.
 */
export function Carousel({
  title,
  headingLevel = 2,
  previousLabel,
  nextLabel,
  componentCategory,
  componentName,
  abTest,
  children,
}: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setEdges({
      start: element.scrollLeft <= 1,
      end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
  };

  const arrow = 'rounded-full border border-line bg-white px-3 py-1 text-lg disabled:opacity-40';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={title}
      data-component-category={componentCategory}
      data-component-name={componentName}
      data-ab-test-name={abTest?.name}
      data-ab-test-variation={abTest?.variation}
      className="my-8"
    >
      <div className="mb-3 flex items-center gap-2">
        <Heading className="mr-auto text-xl font-bold">{title}</Heading>
        <button
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
      </div>
      <ul
        ref={track}
        className="grid snap-x snap-mandatory auto-cols-[minmax(12rem,calc((100%-3rem)/4))] grid-flow-col gap-4 overflow-x-auto pb-2"
      >
        {children}
      </ul>
    </section>
  );
}
