import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { loadSection } from '@/platform/i18n/messages';
import type { LocaleCode } from '@/platform/locale/locales';
import { isManageToken } from './appointment-codes';
import { appointmentView } from './appointment-view';
import { AppointmentManager } from './AppointmentManager';
import { findOpticianForBooking } from './optician-for-booking';
import { BookingFunnel } from './BookingFunnel';
import { appointmentByToken } from './booking-service';

/**
 * The booking part of an optician's page: the funnel, or with `?appointment=` the shopper's appointment.
 * Only the messages the browser needs go to it (not the mail texts).
 */
export async function BookingSection({
  opticianId,
  locale,
  token,
}: {
  opticianId: string;
  locale: LocaleCode;
  token?: string;
}) {
  const optician = await findOpticianForBooking(opticianId);
  const appointment = token && isManageToken(token) ? await appointmentByToken(token) : undefined;
  const messages = Object.fromEntries(
    Object.entries(await loadSection(locale, 'appointments')).filter(([key]) => key !== 'mail'),
  );
  let content: React.ReactNode;
  if (appointment && appointmentView(appointment).opticianId === opticianId) {
    content = (
      <AppointmentManager
        token={token!}
        initial={appointmentView(appointment)}
        timeZone={optician?.timeZone ?? 'Europe/Berlin'}
        opticianName={optician?.name ?? ''}
      />
    );
  } else if (optician?.bookable) {
    content = (
      <BookingFunnel
        optician={{
          id: optician.id,
          name: optician.name,
          address: `${optician.street}, ${optician.postalCode} ${optician.city}`,
          services: optician.services,
        }}
      />
    );
  } else {
    const t = await getTranslations({ locale, namespace: 'appointments' });
    return <p className="mt-6">{t('byPhone')}</p>;
  }
  return (
    <NextIntlClientProvider locale={locale} messages={{ appointments: messages }}>
      {content}
    </NextIntlClientProvider>
  );
}
