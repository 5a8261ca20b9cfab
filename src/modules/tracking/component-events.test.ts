import { describe, expect, it } from 'vitest';
import {
  abTestImpressionEvents,
  abTestInteractionEvents,
  accordionEvent,
  componentClickEvent,
  elementTextOf,
} from './component-events';
import { toDataLayerEntries } from './track';

const marks = { componentCategory: 'imageLink', componentName: 'home-contact-lens-test' };
const dataLayer = (event: Parameters<typeof toDataLayerEntries>[0]) => toDataLayerEntries(event).at(-1);

describe('content component events', () => {
  it('an image click carries the component and, for a product image, its SKU', () => {
    expect(dataLayer(componentClickEvent('image', marks, 'ignored', '100094-01'))).toMatchObject({
      event: 'ga4_event',
      event_name: 'content_component_image_click',
      component_category: 'imageLink',
      component_name: 'home-contact-lens-test',
      product_sku: '100094-01',
    });
    expect(dataLayer(componentClickEvent('image', marks, ''))).not.toHaveProperty('product_sku');
  });

  it('a CTA click adds the element text to the component, a brand logo click does not', () => {
    expect(dataLayer(componentClickEvent('cta', marks, 'Find a partner optician'))).toMatchObject({
      event_name: 'content_component_cta_click',
      component_name: 'home-contact-lens-test',
      element_text: 'Find a partner optician',
    });
    const logo = dataLayer(componentClickEvent('brandlogo', marks, 'Nordlicht'));
    expect(logo).toMatchObject({
      event_name: 'content_component_brandlogo_click',
      component_category: 'imageLink',
    });
    expect(logo).not.toHaveProperty('element_text');
  });

  it('button and banner clicks carry only the element text', () => {
    expect(dataLayer(componentClickEvent('button', marks, 'Sign up now'))).toEqual(
      expect.objectContaining({ event_name: 'button_click', element_text: 'Sign up now' }),
    );
    expect(dataLayer(componentClickEvent('banner', marks, 'Sunglasses'))).not.toHaveProperty(
      'component_name',
    );
  });

  it('accordion items report opening and closing by their question', () => {
    expect(dataLayer(accordionEvent(true, 'How much is delivery?'))).toMatchObject({
      event_name: 'accordion_open',
      element_text: 'How much is delivery?',
    });
    expect(dataLayer(accordionEvent(false, 'How much is delivery?'))).toMatchObject({
      event_name: 'accordion_close',
    });
  });

  it('element texts are one trimmed line of at most 100 characters', () => {
    expect(elementTextOf('  Find a\n   partner optician ')).toBe('Find a partner optician');
    expect(elementTextOf('x'.repeat(150))).toHaveLength(100);
  });

  it('a component in an A/B test adds the legacy impression, and the legacy interaction and ga_event to a click', () => {
    const test = { ...marks, abTestName: 'hero-2027', abTestVariation: 'B' };
    expect(abTestImpressionEvents(test).map(dataLayer)).toEqual([
      {
        event: 'ga4_event',
        event_name: 'ga_abTest_impression',
        event_category: 'abTest',
        event_action: 'hero-2027',
        event_label: 'B',
      },
    ]);
    expect(abTestInteractionEvents(test, 'content_component_cta_click', 'Shop now').map(dataLayer)).toEqual([
      expect.objectContaining({
        event_name: 'ga_abTest_interaction',
        event_action: 'hero-2027',
        event_label: 'B',
      }),
      expect.objectContaining({
        event_name: 'ga_event',
        event_category: 'imageLink',
        event_action: 'content_component_cta_click',
        event_label: 'Shop now',
      }),
    ]);
    expect(
      abTestInteractionEvents(test, 'content_component_arrow_click', '').map(dataLayer)[1],
    ).toMatchObject({
      event_label: '(not set)',
    });
  });

  it('a component that is no A/B test sends no legacy event', () => {
    expect(abTestImpressionEvents({ ...marks, abTestVariation: undefined })).toEqual([]);
    expect(abTestInteractionEvents({ ...marks, abTestName: 'hero-2027' }, 'button_click', 'x')).toEqual([]);
  });
});
