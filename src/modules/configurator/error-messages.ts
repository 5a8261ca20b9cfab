import type { Translate } from '@/platform/i18n/translator';
import { MAX_SPHERE_DIFFERENCE, RANGES, type FieldError } from './prescription';

type AnyField = FieldError['field'] | string;

/** The optical range a prescription field is checked against, for "from … to …" messages. */
function rangeOf(field: AnyField) {
  if (field.startsWith('sphere')) return RANGES.sphere;
  if (field.startsWith('cylinder')) return RANGES.cylinder;
  if (field.startsWith('axis')) return RANGES.axis;
  if (field.startsWith('addition')) return RANGES.addition;
  if (field === 'readers_dioptrin') return RANGES.readersDioptre;
  if (field === 'pupillarydistance') return RANGES.pd;
  return RANGES.pdPerEye;
}

/** One field's error in the shopper's words (`t`: the configurator section). */
export function fieldErrorMessage(
  t: Translate,
  error: { field: AnyField; code: string },
  minimumIndex?: string,
): string {
  const range = rangeOf(error.field);
  switch (error.code) {
    case 'outOfRange':
      return t('error.outOfRange', { min: range.min, max: range.max });
    case 'step':
      return t('error.step', { step: range.step });
    case 'anisometropia':
      return t('error.anisometropia', { difference: MAX_SPHERE_DIFFERENCE });
    case 'combinedPower':
      return t('error.combinedPower', { min: RANGES.sphere.min, max: RANGES.sphere.max });
    case 'indexTooLow':
      return t('error.indexTooLow', { index: minimumIndex ?? '' });
    default:
      return t(`error.${error.code}`);
  }
}
