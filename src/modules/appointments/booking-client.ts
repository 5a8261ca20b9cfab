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

async function call<T>(path: string, locale: string, init?: RequestInit): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${path}${separator}locale=${encodeURIComponent(locale)}`, {
    ...init,
    headers: init?.body ? { 'content-type': 'application/json' } : undefined,
  });
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    problem?: string;
    fields?: Record<string, string>;
  };
  if (!response.ok) {
    throw new BookingRequestError(
      body.message ?? response.statusText,
      response.status,
      body.problem,
      body.fields,
    );
  }
  return body as T;
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
    body: JSON.stringify(booking),
  });

export const postCancel = (token: string, locale: string) =>
  call<AppointmentView>(`/data/appointments/${encodeURIComponent(token)}/cancel`, locale, { method: 'POST' });

export const postReschedule = (token: string, start: string, locale: string) =>
  call<AppointmentView>(`/data/appointments/${encodeURIComponent(token)}/reschedule`, locale, {
    method: 'POST',
    body: JSON.stringify({ start }),
  });
