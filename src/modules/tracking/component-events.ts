import type { TrackingEvent } from './catalogue';

/** What a marked element inside a content component is (`data-component-click`), i.e. which event its click is. */
export const COMPONENT_CLICK_KINDS = ['image', 'brandlogo', 'cta', 'button', 'banner'] as const;
export type ComponentClickKind = (typeof COMPONENT_CLICK_KINDS)[number];

export interface ComponentMarks {
  componentCategory?: string;
  componentName?: string;
}

/** An element's visible text as analytics wants it: one line, at most 100 characters. */
export const elementTextOf = (text: string | null | undefined) =>
  (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);

/**
 * The event of a click on a marked element (spec §3 "Content components"): image and brand-logo clicks carry
 * the component's category and name (an image of a product also its SKU), a CTA click also the element's text;
 * button and banner clicks carry the element's text.
 */
export function componentClickEvent(
  kind: ComponentClickKind,
  marks: ComponentMarks,
  elementText: string,
  productSku?: string,
): TrackingEvent {
  const component = {
    componentCategory: marks.componentCategory ?? '',
    componentName: marks.componentName ?? '',
  };
  switch (kind) {
    case 'image':
      return { eventType: 'IMAGE_CLICK', ...component, ...(productSku ? { productSku } : {}) };
    case 'brandlogo':
      return { eventType: 'BRAND_LOGO_CLICK', ...component };
    case 'cta':
      return { eventType: 'CTA_CLICK', ...component, elementText };
    case 'button':
      return { eventType: 'BUTTON_CLICK', elementText };
    case 'banner':
      return { eventType: 'BANNER_CLICK', elementText };
  }
}

/** An accordion item opened or closed, by its question's text. */
export const accordionEvent = (open: boolean, elementText: string): TrackingEvent => ({
  eventType: open ? 'ACCORDION_OPEN' : 'ACCORDION_CLOSE',
  elementText,
});

export interface AbTestMarks {
  abTestName?: string;
  abTestVariation?: string;
}

const legacyAbTest = (marks: AbTestMarks) =>
  marks.abTestName && marks.abTestVariation
    ? { eventCategory: 'abTest', eventAction: marks.abTestName, eventLabel: marks.abTestVariation }
    : undefined;

/** Spec §7's legacy push beside content_component_abtest_view: ga_abTest_impression. */
export function abTestImpressionEvents(marks: AbTestMarks): TrackingEvent[] {
  const test = legacyAbTest(marks);
  return test ? [{ eventType: 'GA_AB_TEST_IMPRESSION', ...test }] : [];
}

/**
 * Spec §7's legacy pushes beside a click inside a component that is an A/B test's variation:
 * ga_abTest_interaction for the test, and ga_event naming the component's category, the GA4 event the click
 * was sent as and the element's text.
 */
export function abTestInteractionEvents(
  marks: AbTestMarks & ComponentMarks,
  clickEventName: string,
  elementText: string,
): TrackingEvent[] {
  const test = legacyAbTest(marks);
  if (!test) return [];
  return [
    { eventType: 'GA_AB_TEST_INTERACTION', ...test },
    {
      eventType: 'GA_EVENT',
      eventCategory: marks.componentCategory || test.eventCategory,
      eventAction: clickEventName,
      eventLabel: elementText || undefined,
    },
  ];
}
