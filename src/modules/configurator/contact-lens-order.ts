import type { CatalogueProduct } from '@/modules/catalogue';
import { onStep, valuesInRange } from './decimal-input';
import { EYES, type Eye } from './prescription';

/** The most boxes of one lens one order line takes. */
export const MAX_BOXES_PER_EYE = 10;

export type ContactLensRange = NonNullable<CatalogueProduct['contactLens']>;

/** One eye's lenses as the shopper ordered them (numbers in dioptres and millimetres). */
export interface EyeLenses {
  boxes: number;
  sphere: number;
  baseCurve: number;
  cylinder?: number;
  axis?: number;
  addition?: number;
}

/** Both eyes; an eye without lenses is absent (one eye may be ordered alone). */
export type ContactLensOrder = Partial<Record<Eye, EyeLenses>>;

export const CONTACT_LENS_FIELDS = ['boxes', 'sphere', 'baseCurve', 'cylinder', 'axis', 'addition'] as const;
export type ContactLensField = (typeof CONTACT_LENS_FIELDS)[number];
export type ContactLensErrorCode = 'required' | 'notOffered' | 'notAllowed' | 'noEye';

export interface ContactLensError {
  eye?: Eye;
  field?: ContactLensField;
  code: ContactLensErrorCode;
}

/** The values this lens is made in, per parameter (what the form offers). */
export function offeredValues(range: ContactLensRange) {
  const axes = range.axisStep
    ? Array.from({ length: Math.floor(180 / range.axisStep) }, (_, index) => (index + 1) * range.axisStep!)
    : [];
  return {
    spheres: valuesInRange(range.sphere),
    baseCurves: range.baseCurves,
    cylinders: range.cylinders,
    axes,
    additions: range.additions,
  };
}

function eyeErrors(eye: Eye, lenses: EyeLenses, range: ContactLensRange): ContactLensError[] {
  const errors: ContactLensError[] = [];
  const check = (field: ContactLensField, ok: boolean, code: ContactLensErrorCode = 'notOffered') => {
    if (!ok) errors.push({ eye, field, code });
  };
  check('boxes', Number.isInteger(lenses.boxes) && lenses.boxes >= 1 && lenses.boxes <= MAX_BOXES_PER_EYE);
  check(
    'sphere',
    lenses.sphere >= range.sphere.min &&
      lenses.sphere <= range.sphere.max &&
      onStep(lenses.sphere, range.sphere.min, range.sphere.step),
  );
  check('baseCurve', range.baseCurves.includes(lenses.baseCurve));
  const toric = range.cylinders.length > 0;
  if (toric) {
    check('cylinder', lenses.cylinder !== undefined, 'required');
    if (lenses.cylinder !== undefined) check('cylinder', range.cylinders.includes(lenses.cylinder));
    check('axis', lenses.axis !== undefined, 'required');
    if (lenses.axis !== undefined) check('axis', offeredValues(range).axes.includes(lenses.axis));
  } else {
    check('cylinder', lenses.cylinder === undefined, 'notAllowed');
    check('axis', lenses.axis === undefined, 'notAllowed');
  }
  if (range.additions.length > 0) {
    check('addition', lenses.addition !== undefined, 'required');
    if (lenses.addition !== undefined) check('addition', range.additions.includes(lenses.addition));
  } else {
    check('addition', lenses.addition === undefined, 'notAllowed');
  }
  return errors;
}

/** What is wrong with an order of these lenses (empty when it can be made): per eye and field. */
export function contactLensOrderErrors(order: ContactLensOrder, range: ContactLensRange): ContactLensError[] {
  const eyes = EYES.filter((eye) => order[eye] !== undefined);
  if (eyes.length === 0) return [{ code: 'noEye' }];
  return eyes.flatMap((eye) => eyeErrors(eye, order[eye]!, range));
}
