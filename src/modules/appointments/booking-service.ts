import { randomUUID } from 'node:crypto';
import type { Payload } from 'payload';
import type { Appointment } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import type { LocaleCode } from '@/platform/locale/locales';
import { logger } from '@/platform/logging/logger';
import { bookingRequestKey, newAppointmentReference, newManageToken } from './appointment-codes';
import {
  attachHolds,
  bookedUnits,
  releaseAbandonedHolds,
  releaseAppointmentHolds,
  releaseRequestHolds,
  takeSeats,
} from './appointment-holds';
import { queueAppointmentMail } from './appointment-mail';
import { opticianIdOf } from './appointment-view';
import type { BookingInput } from './booking-input';
import { BOOKING_HORIZON_DAYS, BOOKING_LEAD_MINUTES, SERVICE_MINUTES } from './booking-services';
import type { BookableOptician } from './bookable-optician';
import { findOpticianForBooking } from './optician-for-booking';
import { availableSlots, type Slot } from './slots';

export type BookingProblem =
  'unknownOptician' | 'unknownService' | 'slotTaken' | 'unknownAppointment' | 'cancelled';

export class BookingError extends Error {
  constructor(readonly problem: BookingProblem) {
    super(problem);
  }
}

type Service = keyof typeof SERVICE_MINUTES;

async function opticianOffering(opticianId: string, service: string): Promise<BookableOptician> {
  const optician = await findOpticianForBooking(opticianId);
  if (!optician?.bookable) throw new BookingError('unknownOptician');
  if (!optician.services.includes(service) || !(service in SERVICE_MINUTES)) {
    throw new BookingError('unknownService');
  }
  return optician;
}

async function freeSlots(payload: Payload, optician: BookableOptician, service: Service, now: Date) {
  return availableSlots({
    openingHours: optician.openingHours,
    timeZone: optician.timeZone,
    now,
    days: BOOKING_HORIZON_DAYS,
    leadMinutes: BOOKING_LEAD_MINUTES,
    durationMinutes: SERVICE_MINUTES[service],
    capacity: optician.capacity,
    bookedUnits: await bookedUnits(payload, optician.id, now),
  });
}

/** The free slots of a service at an optician, in the optician's time zone. */
export async function slotsFor(
  opticianId: string,
  service: string,
  now = new Date(),
): Promise<{ timeZone: string; slots: Slot[] }> {
  const optician = await opticianOffering(opticianId, service);
  const payload = await payloadClient();
  return { timeZone: optician.timeZone, slots: await freeSlots(payload, optician, service as Service, now) };
}

async function takeSlot(
  payload: Payload,
  optician: BookableOptician,
  service: Service,
  start: string,
  requestKey: string,
  now: Date,
): Promise<Slot> {
  await releaseAbandonedHolds(payload, now);
  const slot = (await freeSlots(payload, optician, service, now)).find(
    (candidate) => candidate.start === new Date(start).toISOString(),
  );
  if (!slot) throw new BookingError('slotTaken');
  const seated = await takeSeats(payload, {
    opticianId: optician.id,
    start: new Date(slot.start),
    durationMinutes: SERVICE_MINUTES[service],
    capacity: optician.capacity,
    requestKey,
  });
  if (!seated) throw new BookingError('slotTaken');
  return slot;
}

/**
 * Books a slot. The same request key of the same requester books once: a retried or doubled request
 * answers the appointment the first one made. The seats are taken before the appointment is written; a failure in between gives
 * them back, and the confirmation and reminder mail are queued with it.
 */
export async function bookAppointment(
  input: BookingInput,
  requester: string | undefined,
  locale: LocaleCode,
  now = new Date(),
): Promise<Appointment> {
  const payload = await payloadClient();
  const requestKey = bookingRequestKey(input.requestKey, requester, input.customer.email);
  const earlier = await payload.find({
    collection: 'appointments',
    where: { requestKey: { equals: requestKey } },
    depth: 0,
    limit: 1,
  });
  if (earlier.docs[0]) return earlier.docs[0];

  const optician = await opticianOffering(input.opticianId, input.service);
  const service = input.service as Service;
  const slot = await takeSlot(payload, optician, service, input.start, requestKey, now);
  try {
    const appointment = await payload.create({
      collection: 'appointments',
      data: {
        status: 'booked',
        reference: newAppointmentReference(),
        optician: optician.id,
        service,
        start: slot.start,
        end: slot.end,
        salutation: input.customer.salutation,
        firstName: input.customer.firstName,
        lastName: input.customer.lastName,
        email: input.customer.email,
        phone: input.customer.phone || undefined,
        note: input.customer.note || undefined,
        locale,
        sequence: 0,
        requestKey,
        manageToken: newManageToken(),
      },
    });
    await attachHolds(payload, requestKey, appointment.id);
    await queueAppointmentMail(payload, appointment, optician, 'confirmation', now);
    logger.info({ appointment: appointment.id, optician: optician.id, service }, 'appointment booked');
    return appointment;
  } catch (error) {
    await releaseRequestHolds(payload, requestKey);
    throw error;
  }
}

export async function appointmentByToken(token: string): Promise<Appointment | undefined> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'appointments',
    where: { manageToken: { equals: token } },
    depth: 0,
    limit: 1,
  });
  return docs[0];
}

async function bookedByToken(token: string): Promise<Appointment> {
  const appointment = await appointmentByToken(token);
  if (!appointment) throw new BookingError('unknownAppointment');
  if (appointment.status === 'cancelled') throw new BookingError('cancelled');
  return appointment;
}

/** Moves an appointment to another free slot of the same service; its old time is freed. */
export async function rescheduleAppointment(
  token: string,
  start: string,
  now = new Date(),
): Promise<Appointment> {
  const payload = await payloadClient();
  const appointment = await bookedByToken(token);
  if (new Date(start).getTime() === new Date(appointment.start).getTime()) return appointment;
  const optician = await opticianOffering(opticianIdOf(appointment), appointment.service);
  const requestKey = randomUUID();
  const slot = await takeSlot(payload, optician, appointment.service as Service, start, requestKey, now);
  const previous = { start: appointment.start, sequence: appointment.sequence ?? 0 };
  const moved = await payload.update({
    collection: 'appointments',
    id: appointment.id,
    data: { start: slot.start, end: slot.end, sequence: previous.sequence + 1 },
  });
  await attachHolds(payload, requestKey, appointment.id);
  await releaseAppointmentHolds(payload, appointment.id, requestKey);
  await queueAppointmentMail(payload, moved, optician, 'moved', now, previous.start);
  return moved;
}

/** Cancels an appointment; the afterChange hook frees its time and withdraws its reminder. */
export async function cancelAppointment(token: string): Promise<Appointment> {
  const payload = await payloadClient();
  const appointment = await bookedByToken(token);
  return payload.update({
    collection: 'appointments',
    id: appointment.id,
    data: { status: 'cancelled', cancelledAt: new Date().toISOString() },
  });
}
