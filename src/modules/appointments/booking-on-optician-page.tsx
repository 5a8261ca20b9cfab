import type { OpticianPageExtender } from '@/modules/opticians';
import { BookingSection } from './BookingSection';

/** The booking part of the optician page (`?appointment=` shows the shopper's appointment). */
export const bookingOnOpticianPage: OpticianPageExtender = async (opticianId, context, searchParams) => {
  const token = searchParams.appointment;
  return (
    <BookingSection
      opticianId={opticianId}
      locale={context.locale}
      token={typeof token === 'string' ? token : undefined}
    />
  );
};
