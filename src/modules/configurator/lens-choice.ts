import { z } from 'zod/mini';
import { COATINGS } from './lens-options';

const text = z.string().check(z.maxLength(20));

/**
 * The shopper's choices as the browser sends them (unchecked values; the prescription as typed). Checked on
 * the server only: in a file of its own so that the configurator's browser code does not carry zod.
 */
export const lensChoiceSchema = z.object({
  portfolio: text,
  lensType: text,
  index: text,
  fieldOfView: z.optional(text),
  coatings: z.array(text).check(z.maxLength(COATINGS.length)),
  tintColour: text,
  tintType: text,
  prescription: z.optional(
    z.object({
      pdMode: z.optional(z.enum(['single', 'perEye'])),
      sphere_right: z.optional(text),
      sphere_left: z.optional(text),
      cylinder_right: z.optional(text),
      cylinder_left: z.optional(text),
      axis_right: z.optional(text),
      axis_left: z.optional(text),
      addition_right: z.optional(text),
      addition_left: z.optional(text),
      pupillarydistance: z.optional(text),
      pupillarydistance_right: z.optional(text),
      pupillarydistance_left: z.optional(text),
      readers_dioptrin: z.optional(text),
    }),
  ),
});
export type LensChoice = z.infer<typeof lensChoiceSchema>;
