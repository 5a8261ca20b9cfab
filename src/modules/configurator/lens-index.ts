import { REFRACTION_INDICES, type LensType, type RefractionIndex } from './lens-options';
import { parseDecimal } from './decimal-input';
import type { Prescription, PrescriptionForm } from './prescription';

/** The strongest power a lens must carry: of either eye, the larger of its two meridians. */
export function strongestPower(prescription: Prescription | undefined): number {
  if (!prescription) return 0;
  if (prescription.readersDioptre !== undefined) return Math.abs(prescription.readersDioptre);
  return Math.max(
    0,
    ...[prescription.right, prescription.left].flatMap((eye) =>
      eye ? [Math.abs(eye.sphere), Math.abs(eye.sphere + eye.cylinder)] : [],
    ),
  );
}

/** Strong prescriptions need a thinner, higher-index lens: up to 3, 5, 7 dioptres and beyond. */
export function minimumIndex(prescription: Prescription | undefined, lensType: LensType): RefractionIndex {
  if (lensType === 'no_correction') return '1.5';
  const power = strongestPower(prescription);
  if (power <= 3) return '1.5';
  if (power <= 5) return '1.6';
  if (power <= 7) return '1.67';
  return '1.74';
}

/** The indices a prescription may have: the minimum and thinner. */
export function availableIndices(
  prescription: Prescription | undefined,
  lensType: LensType,
): RefractionIndex[] {
  return REFRACTION_INDICES.slice(REFRACTION_INDICES.indexOf(minimumIndex(prescription, lensType)));
}

/**
 * The minimum index for what has been entered so far, so the index goes up as soon as a strong value is
 * chosen, before the rest of the prescription is complete.
 */
export function minimumIndexSoFar(form: PrescriptionForm, lensType: LensType): RefractionIndex {
  const value = (raw: string | undefined) => {
    const parsed = parseDecimal(raw);
    return parsed === undefined || Number.isNaN(parsed) ? 0 : parsed;
  };
  if (lensType === 'reading') return minimumIndex({ readersDioptre: value(form.readers_dioptrin) }, lensType);
  const eye = (side: 'right' | 'left') => ({
    sphere: value(form[`sphere_${side}`]),
    cylinder: value(form[`cylinder_${side}`]),
  });
  return minimumIndex({ right: eye('right'), left: eye('left') }, lensType);
}
