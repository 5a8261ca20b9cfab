import { describe, expect, it } from 'vitest';
import type { Media, Page } from '@/payload/payload-types';
import { isAllowedAddress } from '@/platform/text/rich-text';
import { componentMarks, responsiveImage } from '@/ui/block-marks';
import { hrefOf } from './block-links';

const page = (slug: string) => ({ id: 1, slug, title: 'x' }) as Page;

describe('content block links', () => {
  it('lead to the chosen page’s address in the reader’s language, else to the given address', () => {
    expect(hrefOf({ page: page('service/so-gehts'), url: '/ignored' })).toBe('/service/so-gehts');
    expect(hrefOf({ page: page('home') })).toBe('/');
    expect(hrefOf({ page: 7, url: ' /l/pg/100 ' })).toBe('/l/pg/100');
    expect(hrefOf({ url: '' })).toBeNull();
    expect(hrefOf(undefined)).toBeNull();
  });

  it('accept only addresses the spec allows from editors', () => {
    for (const address of [
      '/l/pg/100',
      'https://example.com/x',
      'mailto:service@example.com',
      'tel:+4930123',
      '#faq',
    ])
      expect(isAllowedAddress(address), address).toBe(true);
    for (const address of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
    ])
      expect(isAllowedAddress(address), address).toBe(false);
  });
});

describe('content images', () => {
  const media = {
    id: 3,
    alt: 'Sunglasses in the sun',
    url: '/api/media/file/demo-sunglasses.webp',
    width: 1600,
    height: 640,
    sizes: {
      w480: { url: '/api/media/file/demo-sunglasses-480x192.webp', width: 480 },
      w960: { url: '/api/media/file/demo-sunglasses-960x384.webp', width: 960 },
      w1600: { url: null, width: null },
    },
  } as unknown as Media;

  it('offer every resized copy in srcset and the middle one as the fallback', () => {
    expect(responsiveImage(media)).toEqual({
      src: '/api/media/file/demo-sunglasses-960x384.webp',
      srcSet:
        '/api/media/file/demo-sunglasses-480x192.webp 480w, /api/media/file/demo-sunglasses-960x384.webp 960w, /api/media/file/demo-sunglasses.webp 1600w',
      width: 1600,
      height: 640,
      alt: 'Sunglasses in the sun',
    });
  });

  it('are left out when the upload is missing or not loaded', () => {
    expect(responsiveImage(3)).toBeNull();
    expect(responsiveImage(null)).toBeNull();
    expect(responsiveImage({ ...media, url: null })).toBeNull();
  });
});

describe('component marks for the tracking', () => {
  it('name the component by the editor’s name, else its category, and mark a complete A/B test only', () => {
    expect(componentMarks('cta_banner', { componentName: 'home-eye-test' })).toEqual({
      'data-component-category': 'cta_banner',
      'data-component-name': 'home-eye-test',
    });
    expect(componentMarks('usp_bar', undefined)['data-component-name']).toBe('usp_bar');
    expect(componentMarks('hero_slider', { abTestName: 'hero-2027', abTestVariation: 'B' })).toMatchObject({
      'data-ab-test-name': 'hero-2027',
      'data-ab-test-variation': 'B',
    });
    expect(componentMarks('hero_slider', { abTestName: 'hero-2027' })).not.toHaveProperty(
      'data-ab-test-name',
    );
  });
});
