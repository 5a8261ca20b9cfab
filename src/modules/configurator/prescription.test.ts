import { describe, expect, it } from 'vitest';
import type { LensType } from './lens-options';
import { readPrescription, type PrescriptionForm } from './prescription';

const pd = { pupillarydistance: '63' };
const plain = { sphere_right: '-1.25', sphere_left: '-1,5', ...pd };

const cases: Array<[string, LensType, PrescriptionForm, Array<[string, string]>]> = [
  ['single vision, spheres only (comma decimals)', 'single_vision', plain, []],
  [
    'single vision with cylinder and axis',
    'single_vision',
    { ...plain, cylinder_right: '-0.75', axis_right: '90' },
    [],
  ],
  [
    'axis required with a cylinder',
    'single_vision',
    { ...plain, cylinder_left: '-1.00' },
    [['axis_left', 'required']],
  ],
  [
    'axis without a cylinder refused',
    'single_vision',
    { ...plain, axis_right: '10' },
    [['axis_right', 'notAllowed']],
  ],
  [
    'axis beyond 180°',
    'single_vision',
    { ...plain, cylinder_right: '-1', axis_right: '181' },
    [['axis_right', 'outOfRange']],
  ],
  ['sphere required per eye', 'single_vision', { sphere_right: '1', ...pd }, [['sphere_left', 'required']]],
  [
    'sphere below −20',
    'single_vision',
    { ...plain, sphere_right: '-20.25' },
    [['sphere_right', 'outOfRange']],
  ],
  ['sphere above +12', 'single_vision', { ...plain, sphere_left: '+12.25' }, [['sphere_left', 'outOfRange']]],
  [
    'sphere off the quarter steps',
    'single_vision',
    { ...plain, sphere_right: '-1.3' },
    [['sphere_right', 'step']],
  ],
  [
    'sphere not a number',
    'single_vision',
    { ...plain, sphere_right: 'minus one' },
    [['sphere_right', 'number']],
  ],
  [
    'cylinder beyond ±6',
    'single_vision',
    { ...plain, cylinder_right: '-6.25', axis_right: '5' },
    [['cylinder_right', 'outOfRange']],
  ],
  [
    'sphere plus cylinder beyond −20',
    'single_vision',
    { ...plain, sphere_right: '-18', sphere_left: '-18', cylinder_right: '-2.5', axis_right: '5' },
    [['cylinder_right', 'combinedPower']],
  ],
  [
    'addition refused for single vision',
    'single_vision',
    { ...plain, addition_right: '2' },
    [['addition_right', 'notAllowed']],
  ],
  ['varifocal with additions', 'varifocal', { ...plain, addition_right: '+2.00', addition_left: '2,00' }, []],
  [
    'addition required for varifocal',
    'varifocal',
    { ...plain, addition_right: '2' },
    [['addition_left', 'required']],
  ],
  [
    'addition below +0.75',
    'varifocal',
    { ...plain, addition_right: '0.5', addition_left: '1' },
    [['addition_right', 'outOfRange']],
  ],
  [
    'eyes more than 4 dpt apart',
    'single_vision',
    { ...plain, sphere_right: '-1', sphere_left: '-5.25' },
    [['prescription', 'anisometropia']],
  ],
  ['eyes exactly 4 dpt apart', 'single_vision', { ...plain, sphere_right: '-1', sphere_left: '-5' }, []],
  [
    'PD required',
    'single_vision',
    { sphere_right: '0', sphere_left: '0' },
    [['pupillarydistance', 'required']],
  ],
  [
    'single PD below 50 mm',
    'single_vision',
    { ...plain, pupillarydistance: '49.5' },
    [['pupillarydistance', 'outOfRange']],
  ],
  [
    'single PD in half millimetres only',
    'single_vision',
    { ...plain, pupillarydistance: '63.25' },
    [['pupillarydistance', 'step']],
  ],
  [
    'PD per eye',
    'single_vision',
    {
      sphere_right: '0',
      sphere_left: '0',
      pdMode: 'perEye',
      pupillarydistance_right: '31.5',
      pupillarydistance_left: '32',
    },
    [],
  ],
  [
    'PD per eye needs both',
    'single_vision',
    { sphere_right: '0', sphere_left: '0', pdMode: 'perEye', pupillarydistance_right: '31.5' },
    [['pupillarydistance_left', 'required']],
  ],
  [
    'single PD refused when per eye is chosen',
    'single_vision',
    {
      sphere_right: '0',
      sphere_left: '0',
      pdMode: 'perEye',
      pupillarydistance: '63',
      pupillarydistance_right: '31.5',
      pupillarydistance_left: '32',
    },
    [['pupillarydistance', 'notAllowed']],
  ],
  ['reading glasses with readers dioptre', 'reading', { readers_dioptrin: '+1.75', ...pd }, []],
  [
    'readers dioptre above +4',
    'reading',
    { readers_dioptrin: '4.25', ...pd },
    [['readers_dioptrin', 'outOfRange']],
  ],
  ['readers dioptre required', 'reading', { ...pd }, [['readers_dioptrin', 'required']]],
  [
    'reading glasses take no sphere or addition',
    'reading',
    { readers_dioptrin: '1', sphere_right: '1', addition_left: '1', ...pd },
    [
      ['sphere_right', 'notAllowed'],
      ['addition_left', 'notAllowed'],
    ],
  ],
  [
    'readers dioptre refused for single vision',
    'single_vision',
    { ...plain, readers_dioptrin: '1' },
    [['readers_dioptrin', 'notAllowed']],
  ],
  ['plus sign and two decimals', 'single_vision', { sphere_right: '+2', sphere_left: '2.00', ...pd }, []],
  [
    'cylinder off the quarter steps',
    'single_vision',
    { ...plain, cylinder_right: '-0.3', axis_right: '90' },
    [['cylinder_right', 'step']],
  ],
  [
    'axis in whole degrees only',
    'single_vision',
    { ...plain, cylinder_right: '-1', axis_right: '90.5' },
    [['axis_right', 'step']],
  ],
  [
    'axis refused with a zero cylinder',
    'single_vision',
    { ...plain, cylinder_left: '0', axis_left: '45' },
    [['axis_left', 'notAllowed']],
  ],
  [
    'sphere plus cylinder beyond +12',
    'single_vision',
    { ...plain, sphere_right: '11', sphere_left: '11', cylinder_left: '+1.25', axis_left: '5' },
    [['cylinder_left', 'combinedPower']],
  ],
  [
    'eyes more than 4 dpt apart, plus side',
    'single_vision',
    { ...plain, sphere_right: '+4.5', sphere_left: '0.25' },
    [['prescription', 'anisometropia']],
  ],
  [
    'PD per eye below 25 mm',
    'single_vision',
    {
      ...plain,
      pupillarydistance: undefined,
      pdMode: 'perEye',
      pupillarydistance_right: '24.5',
      pupillarydistance_left: '30',
    },
    [['pupillarydistance_right', 'outOfRange']],
  ],
  [
    'PD per eye in half millimetres only',
    'single_vision',
    {
      ...plain,
      pupillarydistance: undefined,
      pdMode: 'perEye',
      pupillarydistance_right: '31',
      pupillarydistance_left: '30,2',
    },
    [['pupillarydistance_left', 'step']],
  ],
  [
    'PD per eye refused when a single PD is chosen',
    'single_vision',
    { ...plain, pdMode: 'single', pupillarydistance_left: '31' },
    [['pupillarydistance_left', 'notAllowed']],
  ],
  [
    'readers dioptre below +0.50',
    'reading',
    { readers_dioptrin: '0.25', ...pd },
    [['readers_dioptrin', 'outOfRange']],
  ],
  [
    'readers dioptre off the quarter steps',
    'reading',
    { readers_dioptrin: '1,1', ...pd },
    [['readers_dioptrin', 'step']],
  ],
  ['reading glasses need a PD', 'reading', { readers_dioptrin: '2' }, [['pupillarydistance', 'required']]],
  [
    'no correction refuses a readers dioptre and a PD',
    'no_correction',
    { readers_dioptrin: '1', ...pd },
    [
      ['readers_dioptrin', 'notAllowed'],
      ['pupillarydistance', 'notAllowed'],
    ],
  ],
  ['no correction takes nothing', 'no_correction', {}, []],
  [
    'no correction refuses a prescription',
    'no_correction',
    { sphere_right: '-1' },
    [['sphere_right', 'notAllowed']],
  ],
];

describe('prescription validation', () => {
  it.each(cases)('%s', (_name, lensType, form, expected) => {
    const { prescription, errors } = readPrescription(form, lensType);
    expect(errors.map((error) => [error.field, error.code])).toEqual(expected);
    if (expected.length > 0) expect(prescription).toBeUndefined();
    else if (lensType !== 'no_correction') expect(prescription).toBeDefined();
  });

  it('reads the values as numbers', () => {
    const { prescription } = readPrescription(
      { ...plain, cylinder_right: '-0,75', axis_right: '90', addition_right: '2', addition_left: '2.25' },
      'varifocal',
    );
    expect(prescription).toEqual({
      right: { sphere: -1.25, cylinder: -0.75, axis: 90, addition: 2 },
      left: { sphere: -1.5, cylinder: 0, axis: undefined, addition: 2.25 },
      pd: 63,
      pdRight: undefined,
      pdLeft: undefined,
    });
  });
});
