import type { ReactNode } from 'react';
import { CarouselArrows } from './CarouselArrows';

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
 * Slides stay in the tab order and scroll into view when focused, so it works by keyboard alone. Rendered on
 * the server; only the arrows are a client island (CarouselArrows).
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
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

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
        <CarouselArrows previousLabel={previousLabel} nextLabel={nextLabel} />
      </div>
      <ul className="grid snap-x snap-mandatory auto-cols-[minmax(12rem,calc((100%-3rem)/4))] grid-flow-col gap-4 overflow-x-auto pb-2">
        {children}
      </ul>
    </section>
  );
}
