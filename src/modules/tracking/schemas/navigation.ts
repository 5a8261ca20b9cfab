import * as z from 'zod/mini';
import { EVENT_LABEL_DEFAULT, elementText, event, nonEmptyText } from './common';

export const NAVIGATION_AREAS = ['header', 'main', 'footer', 'breadcrumb'] as const;
export type NavigationArea = (typeof NAVIGATION_AREAS)[number];

export const navigationEvents = [
  event('HEADER_NAVIGATION_CLICK', 'header_navigation_click', { elementText }),
  event('MAIN_NAVIGATION_CLICK', 'main_navigation_click', { elementText }),
  event('FOOTER_NAVIGATION_CLICK', 'footer_navigation_click', { elementText }),
  event('BREADCRUMB_NAVIGATION_CLICK', 'breadcrumb_navigation_click', { elementText }),
] as const;

const legacy = {
  eventCategory: nonEmptyText(),
  eventAction: nonEmptyText(),
  eventLabel: z._default(z.string(), EVENT_LABEL_DEFAULT),
};

export const legacyEvents = [
  event('GA_EVENT', 'ga_event', legacy),
  event('GA_AB_TEST_IMPRESSION', 'ga_abTest_impression', legacy),
  event('GA_AB_TEST_INTERACTION', 'ga_abTest_interaction', legacy),
] as const;
