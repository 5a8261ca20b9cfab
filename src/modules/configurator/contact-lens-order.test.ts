import { describe, expect, it } from 'vitest';
import { contactLensOrderErrors, offeredValues, type ContactLensRange } from './contact-lens-order';

const spherical: ContactLensRange = {
  lensType: 'monthly',
  design: 'spherical',
  baseCurves: [8.4, 8.6],
  diameter: 14.2,
  sphere: { min: -10, max: 6, step: 0.25 },
  cylinders: [],
  additions: [],
  packages: [],
};
const toric: ContactLensRange = { ...spherical, design: 'toric', cylinders: [-0.75, -1.25], axisStep: 10 };
const multifocal: ContactLensRange = { ...spherical, design: 'multifocal', additions: [1, 1.5] };

const eye = { boxes: 2, sphere: -2.25, baseCurve: 8.6 };
const codes = (order: Parameters<typeof contactLensOrderErrors>[0], range: ContactLensRange) =>
  contactLensOrderErrors(order, range).map((error) =>
    [error.eye, error.field, error.code].filter(Boolean).join(' '),
  );

describe('contact lens order', () => {
  it('accepts one eye or both in the parameters the lens is made in', () => {
    expect(codes({ right: eye }, spherical)).toEqual([]);
    expect(codes({ right: eye, left: { ...eye, sphere: 6 } }, spherical)).toEqual([]);
    expect(codes({ left: { ...eye, cylinder: -1.25, axis: 180 } }, toric)).toEqual([]);
    expect(codes({ left: { ...eye, addition: 1.5 } }, multifocal)).toEqual([]);
  });

  it('refuses an order without any eye', () => {
    expect(codes({}, spherical)).toEqual(['noEye']);
  });

  it('refuses values the lens is not made in', () => {
    expect(codes({ right: { ...eye, sphere: -10.25 } }, spherical)).toEqual(['right sphere notOffered']);
    expect(codes({ right: { ...eye, sphere: -2.3 } }, spherical)).toEqual(['right sphere notOffered']);
    expect(codes({ right: { ...eye, baseCurve: 8.5 } }, spherical)).toEqual(['right baseCurve notOffered']);
    expect(codes({ right: { ...eye, boxes: 0 } }, spherical)).toEqual(['right boxes notOffered']);
    expect(codes({ right: { ...eye, boxes: 11 } }, spherical)).toEqual(['right boxes notOffered']);
  });

  it('needs cylinder and axis for toric lenses and refuses them otherwise', () => {
    expect(codes({ right: eye }, toric)).toEqual(['right cylinder required', 'right axis required']);
    expect(codes({ right: { ...eye, cylinder: -1.25, axis: 15 } }, toric)).toEqual(['right axis notOffered']);
    expect(codes({ right: { ...eye, cylinder: -1.25, axis: 90 } }, spherical)).toEqual([
      'right cylinder notAllowed',
      'right axis notAllowed',
    ]);
  });

  it('needs an addition for multifocal lenses only', () => {
    expect(codes({ left: eye }, multifocal)).toEqual(['left addition required']);
    expect(codes({ left: { ...eye, addition: 1 } }, spherical)).toEqual(['left addition notAllowed']);
  });

  it('offers every sphere step and the axes of the axis step', () => {
    const values = offeredValues(toric);
    expect(values.spheres).toHaveLength(65);
    expect(values.spheres[0]).toBe(-10);
    expect(values.spheres.at(-1)).toBe(6);
    expect(values.axes).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180,
    ]);
  });
});
