import type { Payload } from 'payload';
import type { Appointment } from '@/payload/payload-types';
import { serverConfig } from '@/platform/config/server-config';
import { storefrontAddresses } from '@/platform/config/storefront-addresses';
import { sectionTranslator } from '@/platform/i18n/translator';
import { domainOf } from '@/platform/mail/addresses';
import { htmlFromText } from '@/platform/mail/html-body';
import { cancelQueuedMail, enqueueMail } from '@/platform/mail/outbox';
import { storefrontUrl } from '@/platform/seo/storefront-urls';
import { appointmentCalendar } from './appointment-calendar';
import { opticianIdOf } from './appointment-view';
import type { BookableOptician } from './bookable-optician';
import { inertText } from '@/platform/mail/inert-text';

export type AppointmentMailKind = 'confirmation' | 'moved' | 'cancelled' | 'reminder';

/** The reminder goes out this long before the appointment (or not at all when booked later than that). */
const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

export function manageUrl(appointment: Appointment): string {
  return storefrontUrl(
    appointment.locale,
    `/partneroptiker/${opticianIdOf(appointment)}?appointment=${appointment.manageToken}`,
    storefrontAddresses(),
  );
}

const reminderKey = (appointment: Appointment, start = appointment.start) =>
  `appointment-${appointment.id}-reminder-${new Date(start).toISOString()}`;

/** One mail about an appointment, in the appointment's language, with the calendar file attached. */
async function composeMail(
  appointment: Appointment,
  optician: Pick<BookableOptician, 'name' | 'street' | 'postalCode' | 'city' | 'phone' | 'timeZone'>,
  kind: AppointmentMailKind,
) {
  const locale = appointment.locale;
  const t = await sectionTranslator(locale, 'appointments');
  const start = new Date(appointment.start);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: optician.timeZone }).format(
    start,
  );
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: optician.timeZone }).format(
    start,
  );
  const service = t(`services.${appointment.service}`);
  const place = `${optician.name}, ${optician.street}, ${optician.postalCode} ${optician.city}`;
  const link = kind === 'cancelled' ? undefined : manageUrl(appointment);
  const text = [
    t('mail.greeting', { firstName: inertText(appointment.firstName) }),
    '',
    t(`mail.${kind}.intro`),
    '',
    `${t('mail.service')}: ${service}`,
    `${t('mail.when')}: ${t('dateTime', { date, time })}`,
    `${t('mail.where')}: ${place}`,
    `${t('mail.phone')}: ${optician.phone}`,
    `${t('mail.reference')}: ${appointment.reference}`,
    '',
    ...(link ? [t('mail.manage'), link, ''] : []),
    t(kind === 'cancelled' ? 'mail.calendarCancelled' : 'mail.calendar'),
    '',
    t('mail.signature'),
  ].join('\n');
  const calendar = appointmentCalendar({
    uid: `appointment-${appointment.id}@${domainOf(serverConfig().mailFrom.address)}`,
    sequence: (appointment.sequence ?? 0) + (kind === 'cancelled' ? 1 : 0),
    start,
    end: new Date(appointment.end),
    summary: `${service} – ${optician.name}`,
    description: `${t('mail.reference')}: ${appointment.reference}`,
    location: place,
    url: link,
    cancelled: kind === 'cancelled',
  });
  const subject = t(`mail.${kind}.subject`, { date, time, optician: optician.name });
  return {
    to: appointment.email,
    subject,
    text,
    html: htmlFromText(text, { lang: locale, title: subject }),
    attachments: [
      {
        filename: kind === 'cancelled' ? 'appointment-cancelled.ics' : 'appointment.ics',
        contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`,
        content: calendar,
      },
    ],
  };
}

/**
 * Queues the mail of a booking step: the confirmation (or the notice of a move) with the reminder for a
 * day before, or the cancellation, which withdraws the reminder. Each is queued once per appointment and
 * time, however often a request is retried.
 */
export async function queueAppointmentMail(
  payload: Payload,
  appointment: Appointment,
  optician: Parameters<typeof composeMail>[1],
  kind: Exclude<AppointmentMailKind, 'reminder'>,
  now: Date,
  previousStart?: string,
): Promise<void> {
  const start = new Date(appointment.start).toISOString();
  if (previousStart) await cancelQueuedMail(payload, reminderKey(appointment, previousStart));
  if (kind === 'cancelled') {
    await cancelQueuedMail(payload, reminderKey(appointment));
    await enqueueMail(payload, await composeMail(appointment, optician, 'cancelled'), {
      dedupeKey: `appointment-${appointment.id}-cancelled`,
    });
    return;
  }
  await enqueueMail(payload, await composeMail(appointment, optician, kind), {
    dedupeKey: `appointment-${appointment.id}-${kind}-${start}`,
  });
  const remindAt = new Date(new Date(start).getTime() - REMINDER_BEFORE_MS);
  if (remindAt.getTime() > now.getTime()) {
    await enqueueMail(payload, await composeMail(appointment, optician, 'reminder'), {
      sendAfter: remindAt,
      dedupeKey: reminderKey(appointment),
    });
  }
}
