import type { Appointment } from '@/payload/payload-types';

/** What the shopper's pages show of an appointment (never the tokens). */
export interface AppointmentView {
  reference: string;
  status: 'booked' | 'cancelled';
  opticianId: string;
  service: string;
  start: string;
  end: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The optician's id, whether the relationship came populated or not. */
export const opticianIdOf = (appointment: Pick<Appointment, 'optician'>) =>
  typeof appointment.optician === 'string' ? appointment.optician : appointment.optician.id;

export function appointmentView(appointment: Appointment): AppointmentView {
  return {
    reference: appointment.reference,
    status: appointment.status,
    opticianId: opticianIdOf(appointment),
    service: appointment.service,
    start: new Date(appointment.start).toISOString(),
    end: new Date(appointment.end).toISOString(),
    firstName: appointment.firstName,
    lastName: appointment.lastName,
    email: appointment.email,
  };
}
