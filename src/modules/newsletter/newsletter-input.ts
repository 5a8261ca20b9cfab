import * as z from 'zod/mini';
import { SALUTATIONS } from '@/platform/i18n/salutations';
import { NEWSLETTER_CATEGORIES, SIGN_UP_SOURCES } from './newsletter-constants';

const trimmedText = (maxLength: number) => z.string().check(z.trim(), z.maxLength(maxLength));

/**
 * The sign-up form. Spec §5: the e-mail is required; empty or invalid, the field says "Please fill in this
 * field." (fillIn, localised). The other fields are optional. In zod's mini build: the form validates in the
 * browser too, on product pages among others (ADR 0013).
 */
export const signUpSchema = z.object({
  email: z.pipe(
    z.string({ error: 'fillIn' }).check(z.trim(), z.minLength(1, 'fillIn'), z.maxLength(254, 'fillIn')),
    z.email({ error: 'fillIn' }),
  ),
  salutation: z.union([
    z.optional(z.enum(SALUTATIONS)),
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
  ]),
  firstName: z.optional(trimmedText(80)),
  postalCode: z.optional(trimmedText(12)),
  category: z._default(z.enum(NEWSLETTER_CATEGORIES), 'fullProductRange'),
  source: z._default(z.enum(SIGN_UP_SOURCES), 'page'),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
