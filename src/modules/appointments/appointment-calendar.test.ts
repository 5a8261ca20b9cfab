import { describe, expect, it } from 'vitest';
import { appointmentCalendar } from './appointment-calendar';

const appointment = {
  uid: 'appointment-7@eyewear-shop.example',
  sequence: 0,
  start: new Date('2026-12-01T09:00:00Z'),
  end: new Date('2026-12-01T09:30:00Z'),
  summary: 'Sehtest und Beratung – Optik Müller',
  description: 'Buchungsnummer TK7M-4QXP',
  location: 'Optik Müller, Hauptstraße 1, 10115 Berlin',
  url: 'https://eyewear-shop.example/partneroptiker/p-de-1?appointment=abc',
  cancelled: false,
};

describe('appointment calendar file', () => {
  it('is one confirmed event at the booked instant with a stable id', () => {
    const text = appointmentCalendar(appointment);
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text).toContain('UID:appointment-7@eyewear-shop.example');
    expect(text).toContain('DTSTART:20261201T090000Z');
    expect(text).toContain('DTEND:20261201T093000Z');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('SUMMARY:Sehtest und Beratung – Optik Müller');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('cancels the same event with a higher sequence', () => {
    const text = appointmentCalendar({ ...appointment, sequence: 2, cancelled: true });
    expect(text).toContain('METHOD:CANCEL');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('SEQUENCE:2');
    expect(text).toContain('UID:appointment-7@eyewear-shop.example');
  });
});
