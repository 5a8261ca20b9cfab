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

export function appointmentView(appointment: Appointment): AppointmentView {
  return {
    reference: appointment.reference,
    status: appointment.status,
    opticianId: typeof appointment.optician === 'string' ? appointment.optician : appointment.optician.id,
    service: appointment.service,
    start: new Date(appointment.start).toISOString(),
    end: new Date(appointment.end).toISOString(),
    firstName: appointment.firstName,
    lastName: appointment.lastName,
    email: appointment.email,
  };
}
