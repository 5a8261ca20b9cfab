/**
 * Whether a frame's width suits a face: a frame fits when it is about as wide as the face at the cheekbones
 * (within ± FIT_TOLERANCE_MM); otherwise it names the shop's size whose width comes closest.
 */
export const FIT_TOLERANCE_MM = 5;

export type Fit = 'narrow' | 'fits' | 'wide';

export interface SizedWidth<Size extends string> {
  size: Size;
  totalWidth: number;
}

export interface FitAdvice<Size extends string> {
  fit: Fit;
  /** The size that would suit better, when another size of the frame does. */
  betterSize?: Size;
}

export function fitOf(frameWidthMm: number, faceWidthMm: number): Fit {
  const difference = frameWidthMm - faceWidthMm;
  if (difference < -FIT_TOLERANCE_MM) return 'narrow';
  if (difference > FIT_TOLERANCE_MM) return 'wide';
  return 'fits';
}

export function fitAdvice<Size extends string>(
  chosen: SizedWidth<Size>,
  sizes: readonly SizedWidth<Size>[],
  faceWidthMm: number,
): FitAdvice<Size> {
  const fit = fitOf(chosen.totalWidth, faceWidthMm);
  if (fit === 'fits') return { fit };
  const closest = [...sizes].sort(
    (a, b) => Math.abs(a.totalWidth - faceWidthMm) - Math.abs(b.totalWidth - faceWidthMm),
  )[0];
  return closest && closest.size !== chosen.size ? { fit, betterSize: closest.size } : { fit };
}

/** The PD estimate as shown and offered: to the half millimetre the configurator accepts. */
export const roundedPupilDistance = (millimetres: number) => Math.round(millimetres * 2) / 2;
