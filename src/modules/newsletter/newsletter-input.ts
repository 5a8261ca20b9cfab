import { z } from 'zod';
import { SALUTATIONS } from '@/modules/appointments/appointment-constants';
import { NEWSLETTER_CATEGORIES, SIGN_UP_SOURCES } from './newsletter-constants';

/**
 * The sign-up form. Spec §5: the e-mail is required; empty or invalid, the field says "Please fill in this
 * field." (fillIn, localised). The other fields are optional.
 */
export const signUpSchema = z.object({
  email: z
    .string({ error: 'fillIn' })
    .trim()
    .min(1, 'fillIn')
    .max(254, 'fillIn')
    .pipe(z.email({ error: 'fillIn' })),
  salutation: z
    .enum(SALUTATIONS)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  firstName: z.string().trim().max(80).optional(),
  postalCode: z.string().trim().max(12).optional(),
  category: z.enum(NEWSLETTER_CATEGORIES).default('fullProductRange'),
  source: z.enum(SIGN_UP_SOURCES).default('page'),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
