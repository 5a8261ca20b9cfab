import { z } from 'zod';
import { readPrescription, type PrescriptionForm } from '@/modules/configurator';

/** A prescription the configurator can fill in again: its form values and the lens type they are for. */
export interface SavedPrescription {
  lensType: 'single_vision' | 'varifocal' | 'reading';
  form: PrescriptionForm;
}

const value = z.string().max(12).optional();

/** Exactly the configurator's fields: anything else a client sends is refused, not stored with them. */
const savedPrescriptionSchema = z.strictObject({
  lensType: z.enum(['single_vision', 'varifocal', 'reading']),
  form: z.strictObject({
    sphere_right: value,
    sphere_left: value,
    cylinder_right: value,
    cylinder_left: value,
    axis_right: value,
    axis_left: value,
    addition_right: value,
    addition_left: value,
    pdMode: z.enum(['single', 'perEye']).optional(),
    pupillarydistance: value,
    pupillarydistance_right: value,
    pupillarydistance_left: value,
    readers_dioptrin: value,
  }),
});

/** A valid prescription for its lens type with only the configurator's fields, or undefined. */
export function savablePrescription(candidate: unknown): SavedPrescription | undefined {
  const parsed = savedPrescriptionSchema.safeParse(candidate);
  if (!parsed.success) return undefined;
  const { lensType, form } = parsed.data;
  return readPrescription(form, lensType).prescription ? { lensType, form } : undefined;
}
