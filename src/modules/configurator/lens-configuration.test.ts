import { describe, expect, it } from 'vitest';
import { lensAnalyticsFields } from './analytics-fields';
import type { LensChoice } from './lens-choice';
import { configureLenses } from './lens-configuration';
import { availableIndices, minimumIndex, minimumIndexSoFar } from './lens-index';
import { configuredPrice, lensPrice } from './lens-pricing';
import type { Prescription } from './prescription';

const base: LensChoice = {
  portfolio: 'comfort',
  lensType: 'single_vision',
  index: '1.5',
  coatings: [],
  tintColour: 'none',
  tintType: 'none',
  prescription: { sphere_right: '-1', sphere_left: '-1.25', pupillarydistance: '64' },
};

const errorsOf = (choice: LensChoice, kind: 'glasses' | 'sunglasses' = 'glasses') =>
  configureLenses(choice, kind).errors.map((error) => [error.field, error.code]);

const eyes = (sphere: number, cylinder = 0): Prescription => ({
  right: { sphere, cylinder },
  left: { sphere: 0, cylinder: 0 },
  pd: 63,
});

describe('minimum refraction index', () => {
  it.each([
    [3, 0, '1.5'],
    [-3.25, 0, '1.6'],
    [5, 0, '1.6'],
    [5.25, 0, '1.67'],
    [-7, 0, '1.67'],
    [7.25, 0, '1.74'],
    [-2, -1.25, '1.6'],
    [4, -2, '1.6'],
    [3, -2, '1.5'],
    [1, -4.5, '1.6'],
  ])('sphere %d, cylinder %d needs %s', (sphere, cylinder, index) => {
    expect(minimumIndex(eyes(sphere, cylinder), 'single_vision')).toBe(index);
  });

  it('uses the readers dioptre for reading glasses and nothing without correction', () => {
    expect(minimumIndex({ readersDioptre: 3.5, pd: 63 }, 'reading')).toBe('1.6');
    expect(minimumIndex(undefined, 'no_correction')).toBe('1.5');
  });

  it('offers the minimum and thinner', () => {
    expect(availableIndices(eyes(-6), 'single_vision')).toEqual(['1.67', '1.74']);
  });
});

describe('lens configuration', () => {
  it('accepts a complete single-vision configuration', () => {
    const { configuration, errors } = configureLenses(base, 'glasses');
    expect(errors).toEqual([]);
    expect(configuration).toMatchObject({ lensType: 'single_vision', index: '1.5', fieldOfView: undefined });
  });

  it.each<[string, Partial<LensChoice>, Array<[string, string]>, ('glasses' | 'sunglasses')?]>([
    ['an unknown portfolio', { portfolio: 'gold' }, [['portfolio', 'notOffered']]],
    ['an unknown lens type', { lensType: 'bifocal' }, [['lens_type', 'notOffered']]],
    [
      'an index too thin for the prescription',
      { prescription: { sphere_right: '-4', sphere_left: '-4', pupillarydistance: '64' } },
      [['refraction_index', 'indexTooLow']],
    ],
    ['a field of view without varifocals', { fieldOfView: 'wide' }, [['field_of_view', 'notAllowed']]],
    [
      'varifocals without a field of view',
      {
        lensType: 'varifocal',
        prescription: {
          sphere_right: '1',
          sphere_left: '1',
          addition_right: '2',
          addition_left: '2',
          pupillarydistance: '64',
        },
      },
      [['field_of_view', 'required']],
    ],
    ['an unknown coating', { coatings: ['gold_plating'] }, [['coating', 'notOffered']]],
    ['a tint colour without a tint type', { tintColour: 'grey' }, [['tint_type', 'required']]],
    ['a tint type without a colour', { tintType: 'solid' }, [['tint_type', 'notAllowed']]],
    [
      'polarised lenses in glasses',
      { tintColour: 'grey', tintType: 'polarised' },
      [['tint_type', 'notAllowed']],
    ],
    ['untinted sunglasses', {}, [['tint_color', 'required']], 'sunglasses'],
    [
      'reading sunglasses',
      {
        lensType: 'reading',
        tintColour: 'grey',
        tintType: 'solid',
        prescription: { readers_dioptrin: '1', pupillarydistance: '64' },
      },
      [['lens_type', 'notOffered']],
      'sunglasses',
    ],
    [
      'a prescription error',
      { prescription: { sphere_right: '-1', pupillarydistance: '64' } },
      [['sphere_left', 'required']],
    ],
    [
      'a missing prescription',
      { prescription: undefined },
      [
        ['sphere_right', 'required'],
        ['sphere_left', 'required'],
        ['pupillarydistance', 'required'],
      ],
    ],
    [
      'a prescription without correction',
      { lensType: 'no_correction', prescription: { sphere_right: '-1' } },
      [['sphere_right', 'notAllowed']],
    ],
    [
      'polarised lenses without a colour',
      { tintType: 'polarised' },
      [
        ['tint_color', 'required'],
        ['tint_type', 'notAllowed'],
      ],
      'sunglasses',
    ],
  ])('refuses %s', (_name, change, expected, kind = 'glasses') => {
    expect(errorsOf({ ...base, ...change }, kind)).toEqual(expected);
  });

  it('accepts an index thicker than the minimum and plano lenses in glasses', () => {
    expect(errorsOf({ ...base, index: '1.74' })).toEqual([]);
    expect(errorsOf({ ...base, lensType: 'no_correction', prescription: undefined })).toEqual([]);
  });

  it('accepts varifocal prescription sunglasses', () => {
    const choice: LensChoice = {
      ...base,
      lensType: 'varifocal',
      fieldOfView: 'standard',
      tintColour: 'green',
      tintType: 'solid',
      prescription: {
        sphere_right: '1',
        sphere_left: '1',
        addition_right: '2',
        addition_left: '2',
        pupillarydistance: '64',
      },
    };
    expect(errorsOf(choice, 'sunglasses')).toEqual([]);
  });

  it('accepts polarised prescription sunglasses and plano sunglasses', () => {
    expect(errorsOf({ ...base, tintColour: 'grey', tintType: 'polarised' }, 'sunglasses')).toEqual([]);
    expect(
      errorsOf(
        {
          ...base,
          lensType: 'no_correction',
          prescription: undefined,
          tintColour: 'brown',
          tintType: 'gradient',
        },
        'sunglasses',
      ),
    ).toEqual([]);
  });
});

describe('lens pricing', () => {
  const varifocal = configureLenses(
    {
      ...base,
      portfolio: 'premium',
      lensType: 'varifocal',
      index: '1.67',
      fieldOfView: 'wide',
      coatings: ['blue_light', 'easy_clean'],
      tintColour: 'brown',
      tintType: 'photochromic',
      prescription: {
        sphere_right: '-5.5',
        sphere_left: '-5',
        addition_right: '2',
        addition_left: '2',
        pupillarydistance: '62',
      },
    },
    'glasses',
  ).configuration!;

  it('prices each choice that costs something, in the storefront currency', () => {
    expect(lensPrice(varifocal, 'EUR')).toEqual({
      lines: [
        { section: 'lens_type', optionId: 'varifocal/premium', amount: 329 },
        { section: 'refraction_index', optionId: '1.67', amount: 60 },
        { section: 'field_of_view', optionId: 'wide', amount: 100 },
        { section: 'coating', optionId: 'blue_light', amount: 29 },
        { section: 'coating', optionId: 'easy_clean', amount: 19 },
        { section: 'tint_type', optionId: 'photochromic', amount: 69 },
      ],
      total: 606,
    });
    expect(lensPrice(varifocal, 'SEK').total).toBe(3690 + 690 + 1150 + 329 + 219 + 790);
    expect(lensPrice(varifocal, 'GBP').total).toBe(289 + 52 + 89 + 25 + 17 + 59);
  });

  it('prices in NOK and adds the frame to the cent', () => {
    expect(lensPrice(varifocal, 'NOK').total).toBe(3690 + 690 + 1150 + 329 + 219 + 790);
    expect(configuredPrice(99.95, varifocal, 'EUR')).toBe(705.95);
    expect(configuredPrice(0.1, varifocal, 'GBP')).toBe(531.1);
  });

  it('leaves out what is included', () => {
    const plainLenses = configureLenses({ ...base, portfolio: 'essential' }, 'glasses').configuration!;
    expect(lensPrice(plainLenses, 'CHF')).toEqual({
      lines: [{ section: 'lens_type', optionId: 'single_vision/essential', amount: 39 }],
      total: 39,
    });
  });

  it('gives the add-to-cart fields, digitalRelax "none" unless the blue-light filter is chosen', () => {
    expect(lensAnalyticsFields(varifocal)).toEqual({
      glassColor: 'brown',
      focalType: 'varifocal',
      tingeType: 'photochromic',
      glasPackage: 'premium',
      fieldOfVision: 'wide',
      lotus: 'true',
      digitalRelax: 'blue_light',
    });
    const plainLenses = configureLenses(base, 'glasses').configuration!;
    expect(lensAnalyticsFields(plainLenses)).toMatchObject({ lotus: 'false', digitalRelax: 'none' });
    expect(lensAnalyticsFields(plainLenses)).not.toHaveProperty('fieldOfVision');
  });
});

describe('minimum index while typing', () => {
  it('rises with the first strong value, before the prescription is complete', () => {
    expect(minimumIndexSoFar({ sphere_right: '-5,5' }, 'varifocal')).toBe('1.67');
    expect(minimumIndexSoFar({ sphere_left: '2', cylinder_left: '-6' }, 'single_vision')).toBe('1.6');
    expect(minimumIndexSoFar({ readers_dioptrin: '3.5' }, 'reading')).toBe('1.6');
    expect(minimumIndexSoFar({ sphere_right: 'abc' }, 'single_vision')).toBe('1.5');
  });
});
