import { describe, expect, it } from 'vitest';
import { CONTACT_LENS_DESIGNS, CONTACT_LENS_TYPES } from '../constants';
import { contactLensPackSvg, type ContactLensPack } from './contact-lens-svg';
import { svgProblem } from './svg-check';

const base: ContactLensPack = { lensType: 'daily', design: 'spherical', packageSize: 30, accent: '#1f4e9c' };

describe('contactLensPackSvg', () => {
  it('produces a well-formed standalone SVG document', () => {
    for (const packageSize of [1, 6, 30, 90, 180, 1000]) {
      const svg = contactLensPackSvg({ ...base, packageSize });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400"')).toBe(true);
      expect(svgProblem(svg)).toBeNull();
      expect(svg).not.toMatch(/NaN|Infinity|undefined|\d\.\d\d/);
    }
  });

  it('shows only the package size and "×" as text', () => {
    const svg = contactLensPackSvg({ ...base, packageSize: 90 });
    const texts = [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map(([, inner = '']) =>
      inner.replace(/<[^>]+>/g, ''),
    );
    expect(texts).toEqual(['&#215; 90']);
  });

  it('draws the box in the accent colour', () => {
    expect(contactLensPackSvg({ ...base, accent: '#A3202C' })).toContain('#a3202c');
  });

  it('looks different for each lens type, design and package size', () => {
    const images = new Set<string>();
    for (const lensType of CONTACT_LENS_TYPES) {
      for (const design of CONTACT_LENS_DESIGNS) {
        for (const packageSize of [6, 30, 90])
          images.add(contactLensPackSvg({ ...base, lensType, design, packageSize }));
      }
    }
    expect(images.size).toBe(CONTACT_LENS_TYPES.length * CONTACT_LENS_DESIGNS.length * 3);
  });

  it('is deterministic', () => {
    expect(contactLensPackSvg(base)).toBe(contactLensPackSvg({ ...base }));
  });

  it('rejects a malformed accent, a package size that is not a positive integer, and unknown values', () => {
    for (const accent of ['blue', '#12345', '#1234567', '#gggggg', '1f4e9c', '#1f4e9c"']) {
      expect(() => contactLensPackSvg({ ...base, accent })).toThrow(RangeError);
    }
    for (const packageSize of [0, -6, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => contactLensPackSvg({ ...base, packageSize })).toThrow(RangeError);
    }
    expect(() => contactLensPackSvg({ ...base, lensType: 'yearly' } as unknown as ContactLensPack)).toThrow(
      RangeError,
    );
    expect(() => contactLensPackSvg({ ...base, design: 'coloured' } as unknown as ContactLensPack)).toThrow(
      RangeError,
    );
  });
});
