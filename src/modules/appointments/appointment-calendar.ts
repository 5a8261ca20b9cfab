import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface CalendarAppointment {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
  cancelled: boolean;
}

/**
 * The appointment as an iCalendar file (RFC 5545) for the mail: one event with a stable UID, so a move
 * (higher SEQUENCE) or a cancellation updates the entry the shopper already has.
 */
export function appointmentCalendar(appointment: CalendarAppointment): string {
  const calendar = ical({
    prodId: { company: 'Eyewear Shop', product: 'Appointments' },
    method: appointment.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: appointment.uid,
    sequence: appointment.sequence,
    start: appointment.start,
    end: appointment.end,
    stamp: new Date(),
    summary: appointment.summary,
    description: appointment.description,
    location: appointment.location,
    url: appointment.url,
    status: appointment.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
