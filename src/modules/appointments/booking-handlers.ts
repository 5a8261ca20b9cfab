import type { z } from 'zod';
import type { Appointment } from '@/payload/payload-types';
import { clientAddressOf } from '@/platform/http/client-address';
import { requestVisitorKey } from '@/platform/context/visitor';
import { dataEndpoint, type DataCall, type DataHandler } from '@/platform/http/data-endpoint';
import { tooManyRequests } from '@/platform/http/too-many-requests';
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

/** A booking action; its problems answer as JSON {message, problem} in the shopper's language. */
const bookingEndpoint = <Params = unknown>(handle: DataHandler<Params>) =>
  dataEndpoint<Params>(
    {
      section: 'appointments',
      unavailable: 'errors.unavailable',
      failure: 'booking failed',
      refusalOf: (error, call) =>
        error instanceof BookingError
          ? call.answer(
              { message: call.t(`errors.${error.problem}`), problem: error.problem },
              PROBLEM_STATUS[error.problem],
            )
          : undefined,
    },
    handle,
  );

/** The body checked against the schema; its fields at fault named in the shopper's language. */
const bookingBody = <Schema extends z.ZodType>(call: DataCall, schema: Schema, messageKey: string) =>
  call.body(schema, {
    message: call.t(messageKey),
    fieldsOf: (error) =>
      Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, key]) => [field, call.t(key)])),
  });

async function byToken(token: string): Promise<Appointment> {
  const appointment = isManageToken(token) ? await appointmentByToken(token) : undefined;
  if (!appointment) throw new BookingError('unknownAppointment');
  return appointment;
}

/** The booking endpoints under /data/appointments (see the README). */
export const bookingHandlers = {
  /** GET /data/appointments/slots?optician=&service= */
  slots: bookingEndpoint(async (call) => {
    const search = call.request.nextUrl.searchParams;
    return call.answer(await slotsFor(search.get('optician') ?? '', search.get('service') ?? ''));
  }),

  /** POST /data/appointments {opticianId, service, start, requestKey, customer} */
  book: bookingEndpoint(async (call) => {
    const { data, refusal } = await bookingBody(call, bookingSchema, 'errors.form');
    if (refusal) return refusal;
    const seconds = await bookingWait(data, clientAddressOf(call.request));
    if (seconds > 0) return tooManyRequests(seconds, call.context.locale);
    const appointment = await bookAppointment(data, requestVisitorKey(call.request), call.context.locale);
    return call.answer({ ...appointmentView(appointment), manageToken: appointment.manageToken }, 201);
  }),

  /** GET /data/appointments/{token} */
  show: bookingEndpoint<TokenParams>(async (call, { params }) =>
    call.answer(appointmentView(await byToken((await params).token))),
  ),

  /** POST /data/appointments/{token}/cancel: cancelling a cancelled appointment answers it as it is. */
  cancel: bookingEndpoint<TokenParams>(async (call, { params }) => {
    const { token } = await params;
    const appointment = await byToken(token);
    if (appointment.status === 'cancelled') return call.answer(appointmentView(appointment));
    return call.answer(appointmentView(await cancelAppointment(token)));
  }),

  /** POST /data/appointments/{token}/reschedule {start}: 400 {message, fields: {start}} without a time. */
  reschedule: bookingEndpoint<TokenParams>(async (call, { params }) => {
    const { token } = await params;
    const { data, refusal } = await bookingBody(call, rescheduleSchema, 'errors.slot');
    if (refusal) return refusal;
    await byToken(token);
    return call.answer(appointmentView(await rescheduleAppointment(token, data.start)));
  }),
};
