import type { Media } from '@/payload/payload-types';

/* What a content block needs whichever module renders it: its image's copies and its analytics marks. */

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

/** An uploaded image with its resized copies for `srcset`; null when the upload is missing or not loaded. */
export function responsiveImage(media: number | Media | null | undefined): ResponsiveImage | null {
  if (!media || typeof media !== 'object' || !media.url || !media.width || !media.height) return null;
  const copies = Object.values(media.sizes ?? {}).flatMap((copy) =>
    copy?.url && copy.width ? [`${copy.url} ${copy.width}w`] : [],
  );
  return {
    src: media.sizes?.w960?.url ?? media.url,
    srcSet: [...copies, `${media.url} ${media.width}w`].join(', '),
    width: media.width,
    height: media.height,
    alt: media.alt,
  };
}

export interface TrackingMarks {
  componentName?: string | null;
  abTestName?: string | null;
  abTestVariation?: string | null;
}

/**
 * The `data-*` marks ComponentTracker reads: the component's category (its block type) and name (the editor's
 * analytics name, else the category), and the A/B test it belongs to.
 */
export function componentMarks(category: string, tracking: TrackingMarks | null | undefined) {
  const test = abTestOf(tracking);
  return {
    'data-component-category': category,
    'data-component-name': tracking?.componentName || category,
    ...(test ? { 'data-ab-test-name': test.name, 'data-ab-test-variation': test.variation } : {}),
  };
}

/** The A/B test a component is a variation of, for carousels that take it as a prop. */
export const abTestOf = (tracking: TrackingMarks | null | undefined) =>
  tracking?.abTestName && tracking.abTestVariation
    ? { name: tracking.abTestName, variation: tracking.abTestVariation }
    : undefined;
