import { onStep, parseDecimal } from './decimal-input';
import type { LensType } from './lens-options';

/** The optical ranges the shop's lab makes, in dioptres (axis in degrees, PD in millimetres). */
export const RANGES = {
  sphere: { min: -20, max: 12, step: 0.25 },
  cylinder: { min: -6, max: 6, step: 0.25 },
  axis: { min: 0, max: 180, step: 1 },
  addition: { min: 0.75, max: 3.5, step: 0.25 },
  readersDioptre: { min: 0.5, max: 4, step: 0.25 },
  pd: { min: 50, max: 80, step: 0.5 },
  pdPerEye: { min: 25, max: 40, step: 0.5 },
} as const;

/** Above this difference between the eyes' spheres the lenses cannot be made comfortable to wear. */
export const MAX_SPHERE_DIFFERENCE = 4;

export type Eye = 'right' | 'left';
export const EYES: readonly Eye[] = ['right', 'left'];
export type PdMode = 'single' | 'perEye';

/** The form as typed or chosen: one string per field, named like the spec's correction options. */
export interface PrescriptionForm {
  sphere_right?: string;
  sphere_left?: string;
  cylinder_right?: string;
  cylinder_left?: string;
  axis_right?: string;
  axis_left?: string;
  addition_right?: string;
  addition_left?: string;
  pdMode?: PdMode;
  pupillarydistance?: string;
  pupillarydistance_right?: string;
  pupillarydistance_left?: string;
  readers_dioptrin?: string;
}

export type PrescriptionField = Exclude<keyof PrescriptionForm, 'pdMode'> | 'prescription';

export const PRESCRIPTION_ERROR_CODES = [
  'required',
  'number',
  'outOfRange',
  'step',
  'notAllowed',
  'anisometropia',
  'combinedPower',
] as const;
export type PrescriptionErrorCode = (typeof PRESCRIPTION_ERROR_CODES)[number];

export interface FieldError<Field extends string = PrescriptionField> {
  field: Field;
  code: PrescriptionErrorCode | ConfigurationErrorCode;
}

export type ConfigurationErrorCode = 'required' | 'notAllowed' | 'notOffered' | 'indexTooLow';

export interface EyePrescription {
  sphere: number;
  cylinder: number;
  axis?: number;
  addition?: number;
}

export interface Prescription {
  right?: EyePrescription;
  left?: EyePrescription;
  pd?: number;
  pdRight?: number;
  pdLeft?: number;
  readersDioptre?: number;
}

type Range = { min: number; max: number; step: number };

class FormReader {
  readonly errors: FieldError[] = [];
  constructor(readonly form: PrescriptionForm) {}

  /** The field's number if present and valid; records what is wrong otherwise. */
  read(
    field: Exclude<PrescriptionField, 'prescription'>,
    range: Range,
    required: boolean,
  ): number | undefined {
    const value = parseDecimal(this.form[field]);
    if (value === undefined) {
      if (required) this.errors.push({ field, code: 'required' });
      return undefined;
    }
    if (Number.isNaN(value)) this.errors.push({ field, code: 'number' });
    else if (value < range.min || value > range.max) this.errors.push({ field, code: 'outOfRange' });
    else if (!onStep(value, range.min, range.step)) this.errors.push({ field, code: 'step' });
    else return value;
    return undefined;
  }

  refuse(field: Exclude<PrescriptionField, 'prescription'>): void {
    if (parseDecimal(this.form[field]) !== undefined) this.errors.push({ field, code: 'notAllowed' });
  }
}

function readEye(reader: FormReader, eye: Eye, lensType: LensType): EyePrescription | undefined {
  const sphere = reader.read(`sphere_${eye}`, RANGES.sphere, true);
  const typedCylinder = parseDecimal(reader.form[`cylinder_${eye}`]);
  const cylinder = reader.read(`cylinder_${eye}`, RANGES.cylinder, false) ?? 0;
  let axis: number | undefined;
  if (cylinder !== 0) axis = reader.read(`axis_${eye}`, RANGES.axis, true);
  else if (typedCylinder === undefined || typedCylinder === 0) reader.refuse(`axis_${eye}`);
  let addition: number | undefined;
  if (lensType === 'varifocal') addition = reader.read(`addition_${eye}`, RANGES.addition, true);
  else reader.refuse(`addition_${eye}`);
  if (sphere === undefined) return undefined;
  const combined = sphere + cylinder;
  if (combined < RANGES.sphere.min || combined > RANGES.sphere.max) {
    reader.errors.push({ field: `cylinder_${eye}`, code: 'combinedPower' });
  }
  return { sphere, cylinder, axis, addition };
}

function readPd(reader: FormReader, form: PrescriptionForm): Pick<Prescription, 'pd' | 'pdRight' | 'pdLeft'> {
  if (form.pdMode === 'perEye') {
    reader.refuse('pupillarydistance');
    return {
      pdRight: reader.read('pupillarydistance_right', RANGES.pdPerEye, true),
      pdLeft: reader.read('pupillarydistance_left', RANGES.pdPerEye, true),
    };
  }
  reader.refuse('pupillarydistance_right');
  reader.refuse('pupillarydistance_left');
  return { pd: reader.read('pupillarydistance', RANGES.pd, true) };
}

/**
 * Reads and checks a prescription for a lens type: the prescription when it can be made, else the errors
 * per field. Axis only with a cylinder (and then required); addition only for varifocals (and then
 * required); reading glasses take a readers dioptre and a PD; lenses without correction take nothing.
 */
export function readPrescription(
  form: PrescriptionForm,
  lensType: LensType,
): { prescription?: Prescription; errors: FieldError[] } {
  const reader = new FormReader(form);
  const fields = Object.keys(form).filter((key) => key !== 'pdMode') as Array<keyof PrescriptionForm>;
  if (lensType === 'no_correction') {
    for (const field of fields) reader.refuse(field as Exclude<PrescriptionField, 'prescription'>);
    return { errors: reader.errors };
  }
  if (lensType === 'reading') {
    const readersDioptre = reader.read('readers_dioptrin', RANGES.readersDioptre, true);
    for (const eye of EYES) {
      for (const part of ['sphere', 'cylinder', 'axis', 'addition'] as const) reader.refuse(`${part}_${eye}`);
    }
    const pd = readPd(reader, form);
    return reader.errors.length
      ? { errors: reader.errors }
      : { prescription: { readersDioptre, ...pd }, errors: [] };
  }
  reader.refuse('readers_dioptrin');
  const right = readEye(reader, 'right', lensType);
  const left = readEye(reader, 'left', lensType);
  const pd = readPd(reader, form);
  if (right && left && Math.abs(right.sphere - left.sphere) > MAX_SPHERE_DIFFERENCE) {
    reader.errors.push({ field: 'prescription', code: 'anisometropia' });
  }
  return reader.errors.length
    ? { errors: reader.errors }
    : { prescription: { right, left, ...pd }, errors: [] };
}
