import * as z from 'zod/mini';
import { event, pageClassification } from './common';

const filter = { filterCategory: z.string(), filterSelection: z.string() };
const sortingType = z.enum(['price-asc', 'price-desc', 'popularity-desc', 'arrivalDate-desc']);

export const filterEvents = [
  event('FILTER_GROUP_OPEN', 'filter_group_open', filter),
  event('FILTER_GROUP_CLOSE', 'filter_group_close', filter),
  event('INITIAL_FILTER', 'initial_filter', filter),
  event('SELECT_FILTER', 'select_filter', filter),
  event('UNSELECT_FILTER', 'unselect_filter', filter),
  event('REMOVE_FILTER_CHIP', 'remove_filter_chip', filter),
  event('REMOVE_ALL_FILTER', 'remove_all_filter', filter),
  event('FILTER_NO_RESULTS', 'filter_no_results', filter),
  event('CUSTOM_FILTER_CLICK', 'custom_filter_click', filter),
  event('CUSTOM_FILTER_SELECT', 'custom_filter_select', filter),
  event('CUSTOM_FILTER_UNSELECT', 'custom_filter_unselect', filter),
  event('CUSTOM_FILTER_CHANGE', 'custom_filter_change', filter),
  event('CUSTOM_FILTER_APPLY', 'custom_filter_apply', filter),
] as const;

export const catalogueEvents = [
  ...filterEvents,
  event('SORTING_OPEN', 'sorting_open', {}),
  event('SORTING_SELECT', 'sorting_select', { sortingType }),
  event('PRODUCT_IMAGE_SWITCH', 'product_image_switch', { imageId: z.string() }),
  event('PRODUCT_IMAGE_ENLARGE', 'product_image_enlarge', { imageId: z.string() }),
  event('PRODUCT_IMAGE_SHOW', 'product_image_show', { pageClassification }),
  event('TOOLTIP_OPEN', 'tooltip_open', { category: z.string() }),
  event('CONTACT_LENS_OPTION_CLICK', 'contact_lens_option_click', {
    category: z.string(),
    selection: z.string(),
  }),
] as const;
