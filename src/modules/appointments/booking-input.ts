import { z } from 'zod';
import { OPTICIAN_SERVICES } from '@/payload/collections/optician-offerings';
import { SALUTATIONS } from '@/platform/i18n/salutations';

const SERVICE_VALUES = OPTICIAN_SERVICES.map((service) => service.value) as [string, ...string[]];

/**
 * What the shopper sends to book. Each message is a key of the appointments messages (errors.*), so the
 * answer names the problem per field in the shopper's language.
 */
export const customerSchema = z.object({
  salutation: z.enum(SALUTATIONS, { error: 'errors.salutation' }),
  firstName: z
    .string({ error: 'errors.firstName' })
    .trim()
    .min(1, 'errors.firstName')
    .max(80, 'errors.tooLong'),
  lastName: z.string({ error: 'errors.lastName' }).trim().min(1, 'errors.lastName').max(80, 'errors.tooLong'),
  email: z.email({ error: 'errors.email' }).max(254, 'errors.email'),
  phone: z
    .string()
    .trim()
    .max(40, 'errors.phone')
    .refine((value) => value === '' || /^\+?[\d\s()/-]{6,}$/.test(value), 'errors.phone')
    .optional(),
  note: z.string().trim().max(500, 'errors.tooLong').optional(),
});

export const bookingSchema = z.object({
  opticianId: z.string({ error: 'errors.optician' }).min(1, 'errors.optician'),
  service: z.enum(SERVICE_VALUES, { error: 'errors.service' }),
  start: z.iso.datetime({ error: 'errors.slot' }),
  requestKey: z.uuid({ error: 'errors.request' }),
  customer: customerSchema,
});

export type BookingInput = z.infer<typeof bookingSchema>;
export type CustomerInput = z.infer<typeof customerSchema>;

export const rescheduleSchema = z.object({ start: z.iso.datetime({ error: 'errors.slot' }) });

/** Field path → message key, for the first problem of each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || 'form';
    fields[path] ??= issue.message.startsWith('errors.') ? issue.message : 'errors.invalid';
  }
  return fields;
}
