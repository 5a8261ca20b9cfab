import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import type { Appointment } from '@/payload/payload-types';
import { dataRequestContext } from '@/platform/context/data-request-context';
import { clientAddressOf } from '@/platform/http/client-address';
import { requestVisitorKey } from '@/platform/context/visitor';
import { jsonBodyOf } from '@/platform/http/json-body';
import { tooManyRequests } from '@/platform/http/too-many-requests';
import { validatedBody } from '@/platform/http/validated-body';
import { logger } from '@/platform/logging/logger';
import { isManageToken } from './appointment-codes';
import { appointmentView } from './appointment-view';
import { bookingSchema, fieldErrors, rescheduleSchema } from './booking-input';
import { bookingWait } from './booking-limits';
import {
  appointmentByToken,
  bookAppointment,
  BookingError,
  cancelAppointment,
  rescheduleAppointment,
  slotsFor,
  type BookingProblem,
} from './booking-service';

const PROBLEM_STATUS: Record<BookingProblem, number> = {
  unknownOptician: 404,
  unknownService: 400,
  slotTaken: 409,
  unknownAppointment: 404,
  cancelled: 409,
};

type TokenParams = { params: Promise<{ token: string }> };

async function translate(request: NextRequest) {
  const context = dataRequestContext(request);
  return { context, t: await getTranslations({ locale: context.locale, namespace: 'appointments' }) };
}

/** Runs a booking action; its problems answer as JSON {message} in the shopper's language, never a 5xx but 503. */
async function answer(request: NextRequest, action: () => Promise<Response>): Promise<Response> {
  const { t } = await translate(request);
  try {
    return await action();
  } catch (error) {
    if (error instanceof BookingError) {
      return Response.json(
        { message: t(`errors.${error.problem}`), problem: error.problem },
        { status: PROBLEM_STATUS[error.problem] },
      );
    }
    logger.warn({ err: (error as Error).message, path: request.nextUrl.pathname }, 'booking failed');
    return Response.json({ message: t('errors.unavailable') }, { status: 503 });
  }
}

async function byToken(token: string): Promise<Appointment> {
  const appointment = isManageToken(token) ? await appointmentByToken(token) : undefined;
  if (!appointment) throw new BookingError('unknownAppointment');
  return appointment;
}

/** The booking endpoints under /data/appointments (see the README). */
export const bookingRoutes = {
  /** GET /data/appointments/slots?optician=&service= */
  async slots(request: NextRequest) {
    return answer(request, async () => {
      const search = request.nextUrl.searchParams;
      const found = await slotsFor(search.get('optician') ?? '', search.get('service') ?? '');
      return Response.json(found, { headers: { 'cache-control': 'no-store' } });
    });
  },

  /** POST /data/appointments {opticianId, service, start, requestKey, customer} */
  async book(request: NextRequest) {
    const { context, t } = await translate(request);
    const parsed = await validatedBody(request, bookingSchema, {
      locale: context.locale,
      message: t('errors.form'),
      fieldsOf: (error) =>
        Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, key]) => [field, t(key)])),
    });
    if (parsed.refusal) return parsed.refusal;
    const seconds = await bookingWait(parsed.data, clientAddressOf(request));
    if (seconds > 0) return tooManyRequests(seconds, context.locale);
    return answer(request, async () => {
      const appointment = await bookAppointment(parsed.data, requestVisitorKey(request), context.locale);
      return Response.json(
        { ...appointmentView(appointment), manageToken: appointment.manageToken },
        { status: 201 },
      );
    });
  },

  /** GET /data/appointments/{token} */
  async show(request: NextRequest, { params }: TokenParams) {
    const { token } = await params;
    return answer(request, async () => Response.json(appointmentView(await byToken(token))));
  },

  /** POST /data/appointments/{token}/cancel: cancelling a cancelled appointment answers it as it is. */
  async cancel(request: NextRequest, { params }: TokenParams) {
    const { token } = await params;
    return answer(request, async () => {
      const appointment = await byToken(token);
      if (appointment.status === 'cancelled') return Response.json(appointmentView(appointment));
      return Response.json(appointmentView(await cancelAppointment(token)));
    });
  },

  /** POST /data/appointments/{token}/reschedule {start} */
  async reschedule(request: NextRequest, { params }: TokenParams) {
    const { token } = await params;
    const { t } = await translate(request);
    const parsed = rescheduleSchema.safeParse(await jsonBodyOf(request));
    if (!parsed.success) return Response.json({ message: t('errors.slot') }, { status: 400 });
    return answer(request, async () => {
      await byToken(token);
      const moved = await rescheduleAppointment(token, parsed.data.start);
      return Response.json(appointmentView(moved));
    });
  },
};
