import { z } from 'zod';
import { SALUTATIONS } from '@/platform/i18n/salutations';
import { STOREFRONT_COUNTRIES } from '@/platform/locale/locales';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-constants';

/** Each failure's message is the key of its text in the `account` messages (`field.<key>`). */
const email = z
  .string({ error: 'emailInvalid' })
  .trim()
  .toLowerCase()
  .min(1, 'emailRequired')
  .max(254, 'emailInvalid')
  .pipe(z.email({ error: 'emailInvalid' }));

const newPassword = z
  .string({ error: 'passwordTooShort' })
  .min(PASSWORD_MIN_LENGTH, 'passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'passwordTooLong');

const name = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(80, 'tooLong');

const salutation = z
  .enum(SALUTATIONS)
  .optional()
  .or(z.literal('').transform(() => undefined));

export const registrationSchema = z.object({
  salutation,
  firstName: name('firstNameRequired'),
  lastName: name('lastNameRequired'),
  email,
  password: newPassword,
});

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(PASSWORD_MAX_LENGTH),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPassword,
});

export const verificationSchema = z.object({ token: z.string().min(1).max(200) });

export const detailsSchema = z.object({
  salutation,
  firstName: name('firstNameRequired'),
  lastName: name('lastNameRequired'),
});

export const addressSchema = z.object({
  salutation,
  firstName: name('firstNameRequired'),
  lastName: name('lastNameRequired'),
  street: z.string({ error: 'streetRequired' }).trim().min(3, 'streetRequired').max(120, 'tooLong'),
  postalCode: z
    .string({ error: 'postalCodeInvalid' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'postalCodeInvalid'),
  city: z.string({ error: 'cityRequired' }).trim().min(1, 'cityRequired').max(80, 'tooLong'),
  country: z.enum(STOREFRONT_COUNTRIES, { error: 'countryInvalid' }),
});

export type RegistrationInput = z.infer<typeof registrationSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type AddressInput = z.infer<typeof addressSchema>;
export type DetailsInput = z.infer<typeof detailsSchema>;

/**
 * The key of an issue's text: the schema's own (`emailInvalid`), or `invalid` for what zod reports itself
 * (a body that is no object, a value of the wrong type where the schema names no text).
 */
export const messageKeyOf = (issue: z.core.$ZodIssue) =>
  /^[a-z][A-Za-z]*$/.test(issue.message) ? issue.message : 'invalid';

/** The first problem of each field, as `{field: messageKey}`. */
export function fieldProblems(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    problems[field] ??= messageKeyOf(issue);
  }
  return problems;
}
