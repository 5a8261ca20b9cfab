'use client';

import { useEffect } from 'react';
import type { TrackingEvent } from './catalogue';
import { eventNames } from './generated/tracking-event-validator';
import {
  COMPONENT_CLICK_KINDS,
  abTestImpressionEvents,
  abTestInteractionEvents,
  accordionEvent,
  componentClickEvent,
  elementTextOf,
  type ComponentClickKind,
} from './component-events';
import { trackSafely } from './track';

const COMPONENT = '[data-component-name]';

/** content_component_view, and content_component_abtest_view for a component that is a test's variation. */
function reportView(component: HTMLElement): void {
  const { componentCategory = '', componentName = '', abTestName, abTestVariation } = component.dataset;
  trackSafely({ eventType: 'COMPONENT_VIEW', componentCategory, componentName }, 'component view');
  if (abTestName && abTestVariation) {
    trackSafely(
      {
        eventType: 'AB_TEST_VIEW',
        tool: 'DY',
        componentCategory,
        testName: abTestName,
        testVariation: abTestVariation,
      },
      'component test view',
    );
    for (const legacy of abTestImpressionEvents(component.dataset))
      trackSafely(legacy, 'component test view');
  }
}

/** A click's event inside a component, with the legacy A/B test pushes when the component is a variation. */
function reportClick(event: TrackingEvent, component: HTMLElement | null | undefined, elementText: string) {
  trackSafely(event, 'component event');
  if (!component) return;
  const clickName = eventNames[event.eventType] ?? event.eventType;
  for (const legacy of abTestInteractionEvents(component.dataset, clickName, elementText))
    trackSafely(legacy, 'component test interaction');
}

/** An info tooltip's button (`data-tooltip-category`) about to open: tooltip_open with its category. */
function reportTooltipOpen(target: Element | null) {
  const button = target?.closest?.<HTMLElement>('[data-tooltip-category]');
  const category = button?.dataset.tooltipCategory;
  if (!button || !category || button.getAttribute('aria-expanded') === 'true') return;
  trackSafely({ eventType: 'TOOLTIP_OPEN', category }, 'tooltip');
}

/**
 * Sends the content-component events that components mark in their HTML instead of wiring each one: a
 * component (`data-component-category`, `data-component-name`, and `data-ab-test-name` /
 * `data-ab-test-variation` when it is a test's variation) is viewed once when half of it is in view, also
 * when it appears later; an arrow (`data-carousel-arrow="next|previous"`) clicked inside one is an arrow click;
 * an element marked `data-component-click="image|brandlogo|cta|button|banner"` (with `data-product-sku` on a
 * product image) is that click; a `<details data-accordion-item>` opening or closing is an accordion event.
 * Inside a test's variation a click also sends the legacy ga_abTest_interaction and ga_event, a view the
 * legacy ga_abTest_impression. An info tooltip's button (`data-tooltip-category`) opening is a tooltip_open.
 */
export function ComponentTracker() {
  useEffect(() => {
    const viewed = new WeakSet<Element>();
    const visibility = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || viewed.has(entry.target)) continue;
          viewed.add(entry.target);
          visibility.unobserve(entry.target);
          reportView(entry.target as HTMLElement);
        }
      },
      { threshold: 0.5 },
    );
    const watch = (root: Element | Document) => {
      if (root instanceof Element && root.matches(COMPONENT)) visibility.observe(root);
      root.querySelectorAll(COMPONENT).forEach((component) => visibility.observe(component));
    };
    watch(document);
    const additions = new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => node instanceof Element && watch(node));
    });
    additions.observe(document.body, { childList: true, subtree: true });
    return () => {
      visibility.disconnect();
      additions.disconnect();
    };
  }, []);

  useEffect(() => {
    const onMarkedClick = (target: Element | null) => {
      const marked = target?.closest?.<HTMLElement>('[data-component-click]');
      const kind = marked?.dataset.componentClick as ComponentClickKind | undefined;
      if (!marked || !kind || !COMPONENT_CLICK_KINDS.includes(kind)) return;
      const component = marked.closest<HTMLElement>('[data-component-name]');
      const elementText = elementTextOf(marked.dataset.elementText ?? marked.textContent);
      reportClick(
        componentClickEvent(kind, component?.dataset ?? {}, elementText, marked.dataset.productSku),
        component,
        elementText,
      );
    };
    const onClick = (event: MouseEvent) => {
      reportTooltipOpen(event.target as Element | null);
      onMarkedClick(event.target as Element | null);
      const arrow = (event.target as Element | null)?.closest?.<HTMLElement>('[data-carousel-arrow]');
      const component = arrow?.closest<HTMLElement>('[data-component-name]');
      const arrowType = arrow?.dataset.carouselArrow;
      if (!component || (arrowType !== 'next' && arrowType !== 'previous')) return;
      reportClick(
        {
          eventType: 'ARROW_CLICK',
          componentCategory: component.dataset.componentCategory ?? '',
          componentName: component.dataset.componentName ?? '',
          arrowType,
        },
        component,
        '',
      );
    };
    // `toggle` does not bubble: listening while it is captured sees every accordion item's.
    const onToggle = (event: Event) => {
      const item = event.target;
      if (!(item instanceof HTMLDetailsElement) || !item.matches('[data-accordion-item]')) return;
      trackSafely(
        accordionEvent(item.open, elementTextOf(item.querySelector('summary')?.textContent)),
        'accordion',
      );
    };
    document.addEventListener('click', onClick, { capture: true });
    document.addEventListener('toggle', onToggle, { capture: true });
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      document.removeEventListener('toggle', onToggle, { capture: true });
    };
  }, []);
  return null;
}
