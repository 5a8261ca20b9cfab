import { describe, expect, it } from 'vitest';
import { EVENT_NAMES, type TrackingEvent } from './catalogue';
import { INVALID_TRACKING_DATA, toDataLayerEntries, track } from './track';
import { itemFixture as item } from './tracking-fixture';

/** One valid example per family, with the GA4 entry it must produce. */
const valid: Array<[TrackingEvent, Record<string, unknown>]> = [
  [
    {
      eventType: 'VIEW_ITEM_LIST',
      ecommerce: {
        currency: 'EUR',
        itemListId: 'pg-1',
        itemListName: 'Glasses',
        items: [{ ...item, itemListName: 'Glasses', index: '0' }],
      },
    },
    {
      event_name: 'view_item_list',
      ecommerce: {
        currency: 'EUR',
        item_list_id: 'pg-1',
        item_list_name: 'Glasses',
        items: [
          expect.objectContaining({
            item_id: 'SKU-1',
            strike_price: '',
            item_list_name: 'Glasses',
            index: '0',
          }),
        ],
      },
    },
  ],
  [
    {
      eventType: 'ADD_TO_CART',
      ecommerce: {
        currency: 'GBP',
        value: 129,
        items: [{ ...item, orderTypeProduct: 'glasses', wishlistedProduct: 'false' }],
      },
    },
    {
      event_name: 'add_to_cart',
      ecommerce: expect.objectContaining({
        value: 129,
        items: [expect.objectContaining({ digital_relax: 'none', order_type_product: 'glasses' })],
      }),
    },
  ],
  [
    { eventType: 'SEARCH', ecommerce: { searchTerm: 'ray', searchType: 'search_suggest' } },
    { event_name: 'search', ecommerce: { search_term: 'ray', search_type: 'search_suggest' } },
  ],
  [
    { eventType: 'LENS_OPTION_SELECT', section: 'refraction_index', selectedValue: 1.6 },
    { event_name: 'lens_option_select', section: 'refraction_index', selected_value: 1.6 },
  ],
  [
    { eventType: 'CORRECTION_VALUE_SELECT', selectedOption: 'pupillarydistance_toggle', selectedValue: 'on' },
    { event_name: 'correction_value_select', selected_option: 'pupillarydistance_toggle' },
  ],
  [
    { eventType: 'SORTING_SELECT', sortingType: 'arrivalDate-desc' },
    { event_name: 'sorting_select', sorting_type: 'arrivalDate-desc' },
  ],
  [
    { eventType: 'PRODUCT_VARIATION_CLICK', imageId: 'img-2', variationType: 'package_size' },
    { event_name: 'product_variation_click', variation_type: 'package_size' },
  ],
  [
    { eventType: 'SELECT_FILTER', filterCategory: 'brand', filterSelection: 'Nordlicht' },
    { event_name: 'select_filter', filter_category: 'brand' },
  ],
  [
    { eventType: 'CUSTOM_FILTER_APPLY', filterCategory: 'face_shape', filterSelection: 'round' },
    { event_name: 'custom_filter_apply' },
  ],
  [
    { eventType: 'MODAL_OPEN', modalType: 'newsletter' },
    { event_name: 'modal_open', modal_type: 'newsletter' },
  ],
  [
    { eventType: '3D_TRYON_ERROR', pageClassification: 'PRODUCT', errorType: 'cameraAccessDenied' },
    { event_name: '3d_tryon_error', error_type: 'cameraAccessDenied', page_classification: 'PRODUCT' },
  ],
  [
    { eventType: 'CTA_CLICK', componentCategory: 'hero', componentName: 'spring', elementText: 'Shop now' },
    { event_name: 'content_component_cta_click', element_text: 'Shop now' },
  ],
  [
    { eventType: 'ARROW_CLICK', componentCategory: 'carousel', componentName: 'styles', arrowType: 'next' },
    { event_name: 'content_component_arrow_click', arrow_type: 'next' },
  ],
  [
    { eventType: '3D_MODEL_SLIDER_SELECT', imageNumber: '3' },
    { event_name: '3d_model_slider_select', image_number: '3' },
  ],
  [
    { eventType: 'AB_TEST_VIEW', tool: 'DY', componentCategory: 'banner', testName: 't', testVariation: 'B' },
    { event_name: 'content_component_abtest_view', tool: 'DY' },
  ],
  [
    { eventType: 'OPTICIAN_MAP_SEARCH_SUBMIT', searchTerm: 'Wien', resultValue: 'no_store_found' },
    { event_name: 'optician_map_search_submit', result_value: 'no_store_found' },
  ],
  [
    {
      eventType: 'OPTICIAN_MAP_STORE_DETAILS_CLICK',
      opticianId: 'p-1',
      opticianType: 'Partner',
      category: 'map_pin',
      elementText: 'Details',
    },
    { event_name: 'optician_map_store_details_click', voucher: 'noVoucher', optician_id: 'p-1' },
  ],
  [
    {
      eventType: 'STORE_AVAILABILITY_CTA_CLICK',
      opticianId: 'msx-1',
      opticianType: 'MSXStore',
      elementText: 'Reserve',
    },
    { event_name: 'store_availability_cta_click' },
  ],
  [
    { eventType: 'APPOINTMENT_BOOKING_SUMMARY_VIEW', opticianId: 'p-1' },
    { event_name: 'appointment_booking_summary_view' },
  ],
  [
    { eventType: 'ADD_TO_WISHLIST', productId: 'SKU-1' },
    { event_name: 'add_wishlist_click', product_id: 'SKU-1' },
  ],
  [
    { eventType: 'REMOVE_FROM_WISHLIST', productId: 'SKU-1' },
    { event_name: 'remove_from_wishlist', product_id: 'SKU-1' },
  ],
  [{ eventType: 'LOGIN_SHOWN', pageClassification: 'CART' }, { event_name: 'login_shown' }],
  [{ eventType: 'NEWSLETTER_SIGN_UP', pageClassification: 'OTHER' }, { event_name: 'newsletter_sign_up' }],
  [
    { eventType: 'FOOTER_NAVIGATION_CLICK', elementText: 'Returns' },
    { event_name: 'footer_navigation_click', element_text: 'Returns' },
  ],
  [
    { eventType: 'GA_EVENT', eventCategory: 'shell', eventAction: 'click' },
    { event_name: 'ga_event', event_label: '(not set)' },
  ],
];

const invalid: Array<[string, unknown]> = [
  ['unknown event type', { eventType: 'NOPE' }],
  [
    'missing item fields',
    { eventType: 'VIEW_ITEM', ecommerce: { currency: 'EUR', items: [{ itemId: 'x' }] } },
  ],
  [
    'number where the item needs a string',
    {
      eventType: 'SELECT_ITEM',
      ecommerce: {
        currency: 'EUR',
        itemListId: 'l',
        itemListName: 'l',
        items: [{ ...item, price: 10, itemListName: 'l', index: '0' }],
      },
    },
  ],
  [
    'search type outside the two allowed',
    { eventType: 'SEARCH', ecommerce: { searchTerm: 'x', searchType: 'voice' } },
  ],
  [
    'lens section outside the list',
    { eventType: 'LENS_OPTION_SELECT', section: 'frame', selectedValue: 'x' },
  ],
  [
    'correction select with a number',
    { eventType: 'CORRECTION_VALUE_SELECT', selectedOption: 'sphere_left', selectedValue: 2 },
  ],
  ['sorting type outside the four', { eventType: 'SORTING_SELECT', sortingType: 'name-asc' }],
  [
    'variation type outside the three',
    { eventType: 'PRODUCT_VARIATION_CLICK', imageId: 'i', variationType: 'size' },
  ],
  ['filter without selection', { eventType: 'SELECT_FILTER', filterCategory: 'brand' }],
  [
    'try-on error of an unknown type',
    { eventType: '3D_TRYON_ERROR', pageClassification: 'PRODUCT', errorType: 'boom' },
  ],
  [
    'arrow type other than next/previous',
    { eventType: 'ARROW_CLICK', componentCategory: 'c', componentName: 'n', arrowType: 'up' },
  ],
  [
    'A/B test tool other than DY/AL/UL',
    { eventType: 'AB_TEST_VIEW', tool: 'GA', componentCategory: 'c', testName: 't', testVariation: 'v' },
  ],
  [
    'optician type unknown',
    { eventType: 'STORE_AVAILABILITY_CTA_CLICK', opticianId: 'x', opticianType: 'Shop', elementText: 'x' },
  ],
  ['wishlist event with empty product', { eventType: 'ADD_TO_WISHLIST', productId: '' }],
  ['login with a page class outside the five', { eventType: 'LOGIN', pageClassification: 'CHECKOUT' }],
  ['navigation without element text', { eventType: 'HEADER_NAVIGATION_CLICK' }],
];

describe('tracking layer', () => {
  it.each(valid)('pushes %j as a ga4_event', (input, expected) => {
    const entries = toDataLayerEntries(input);
    expect(entries.at(-1)).toMatchObject({ event: 'ga4_event', ...expected });
    expect(entries.at(-1)).not.toHaveProperty('event_type');
  });

  it.each(invalid)('refuses %s with "The TrackingData is not valid"', (_name, input) => {
    expect(() => toDataLayerEntries(input as TrackingEvent)).toThrow(INVALID_TRACKING_DATA);
  });

  it('clears the ecommerce object before each ecommerce event only', () => {
    const dataLayer: Record<string, unknown>[] = [];
    track(
      { eventType: 'SEARCH', ecommerce: { searchTerm: 'x', searchType: 'freetext_search' } },
      { dataLayer },
    );
    track({ eventType: 'MODAL_CLOSE', modalType: 'newsletter' }, { dataLayer });
    expect(dataLayer).toHaveLength(3);
    expect(dataLayer[0]).toEqual({ ecommerce: null });
    expect(dataLayer[2]).not.toEqual({ ecommerce: null });
  });

  it('pushes nothing when the event is invalid', () => {
    const dataLayer: Record<string, unknown>[] = [];
    expect(() => track({ eventType: 'SORTING_SELECT', sortingType: 'x' } as never, { dataLayer })).toThrow();
    expect(dataLayer).toHaveLength(0);
  });

  it('names every event of the spec catalogue', () => {
    const names = new Set(EVENT_NAMES.values());
    const spec = [
      'content_component_view',
      'content_component_image_click',
      'content_component_brandlogo_click',
      'content_component_cta_click',
      'content_component_arrow_click',
      'content_component_abtest_view',
      'button_click',
      'banner_click',
      'product_variation_click',
      'filter_group_open',
      'filter_group_close',
      'initial_filter',
      'select_filter',
      'unselect_filter',
      'remove_filter_chip',
      'remove_all_filter',
      'filter_no_results',
      'custom_filter_click',
      'custom_filter_select',
      'custom_filter_unselect',
      'custom_filter_change',
      'custom_filter_apply',
      'modal_open',
      'modal_close',
      '3d_tryon_start_click',
      '3d_tryon_modal_loaded',
      '3d_tryon_record_start',
      '3d_tryon_record_finish',
      '3d_tryon_generated',
      '3d_tryon_asset_loaded',
      '3d_tryon_show_click',
      '3d_tryon_hide_click',
      '3d_tryon_face_detected',
      '3d_tryon_glasses_ready',
      '3d_tryon_error',
      '3d_tryon_delete',
      '3d_model_image_show',
      '3d_model_asset_loaded',
      '3d_model_slider_select',
      'appointment_booking_load',
      'appointment_booking_service_list_view',
      'appointment_booking_service_click',
      'appointment_booking_userdetails_view',
      'appointment_booking_summary_view',
      'appointment_booking_confirmation_view',
      'add_wishlist_click',
      'remove_from_wishlist',
      'login',
      'login_shown',
      'login_hide',
      'login_click',
      'login_load_values',
      'login_abort',
      'registration',
      'sorting_open',
      'sorting_select',
      'lens_option_select',
      'optician_map_search_submit',
      'optician_map_store_details_click',
      'newsletter_sign_up',
      'select_item',
      'view_item',
      'view_item_list',
      'add_to_cart',
      'search',
      'ga_event',
      'ga_abTest_impression',
      'ga_abTest_interaction',
      'header_navigation_click',
      'main_navigation_click',
      'footer_navigation_click',
      'breadcrumb_navigation_click',
    ];
    expect(spec.filter((name) => !names.has(name))).toEqual([]);
  });
});
