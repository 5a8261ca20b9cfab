import { jsonCall } from '@/ui/json-call';
import type { AppointmentView } from './appointment-view';
import type { CustomerInput } from './booking-input';
import type { Slot } from './slots';

/** A problem the booking endpoints answered, in the shopper's language. */
export class BookingRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly problem?: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function call<T>(
  path: string,
  locale: string,
  request?: { method: string; data?: unknown },
): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const { ok, status, body } = await jsonCall<T & { problem?: string }>(
    `${path}${separator}locale=${encodeURIComponent(locale)}`,
    request,
  );
  if (!ok) throw new BookingRequestError(body.message ?? String(status), status, body.problem, body.fields);
  return body;
}

export const fetchSlots = (opticianId: string, service: string, locale: string) =>
  call<{ timeZone: string; slots: Slot[] }>(
    `/data/appointments/slots?optician=${encodeURIComponent(opticianId)}&service=${encodeURIComponent(service)}`,
    locale,
  );

export const postBooking = (
  booking: {
    opticianId: string;
    service: string;
    start: string;
    requestKey: string;
    customer: CustomerInput;
  },
  locale: string,
) =>
  call<AppointmentView & { manageToken: string }>('/data/appointments', locale, {
    method: 'POST',
    data: booking,
  });

export const postCancel = (token: string, locale: string) =>
  call<AppointmentView>(`/data/appointments/${encodeURIComponent(token)}/cancel`, locale, { method: 'POST' });

export const postReschedule = (token: string, start: string, locale: string) =>
  call<AppointmentView>(`/data/appointments/${encodeURIComponent(token)}/reschedule`, locale, {
    method: 'POST',
    data: { start },
  });
