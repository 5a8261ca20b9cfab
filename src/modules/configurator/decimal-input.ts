/**
 * A number as shoppers type it: "-1,25", "+2", "2.00", " 0.5 ". Empty is undefined; anything else that is
 * not a plain decimal is NaN.
 */
export function parseDecimal(raw: string | undefined): number | undefined {
  const text = raw?.trim() ?? '';
  if (text === '') return undefined;
  if (!/^[+-]?\d{1,3}([.,]\d{1,2})?$/.test(text)) return Number.NaN;
  return Number(text.replace(',', '.'));
}

/** Whether `value` lies on the grid min, min + step, … (to the cent). */
export function onStep(value: number, min: number, step: number): boolean {
  const steps = Math.round((value - min) * 100) / Math.round(step * 100);
  return Number.isInteger(Math.round(steps * 1e6) / 1e6);
}

/** Every value of a range, to the cent (what a select of prescription values offers). */
export function valuesInRange(range: { min: number; max: number; step: number }): number[] {
  const count = Math.round((range.max - range.min) / range.step);
  return Array.from(
    { length: count + 1 },
    (_, index) => Math.round((range.min + index * range.step) * 100) / 100,
  );
}

/** A dioptre value as opticians write it: "+1,25", "−0,50", "±0,00". */
export function signedDioptres(value: number, format: (value: number) => string): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${format(Math.abs(value))}`;
}
