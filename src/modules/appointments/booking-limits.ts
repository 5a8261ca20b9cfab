import { requestLimit, secondsToWait } from '@/platform/shared-store/request-limit';
import type { BookingInput } from './booking-input';

const DAY = 24 * 3600;

/** Bookings per client address, per client address at one optician, and per e-mail address, in a day. */
const byClient = requestLimit({ keyPrefix: 'booking-client', points: 10, duration: DAY });
const byClientAtOptician = requestLimit({ keyPrefix: 'booking-client-optician', points: 3, duration: DAY });
const byEmail = requestLimit({ keyPrefix: 'booking-email', points: 3, duration: DAY });

/** Counts a booking: the seconds to wait when the client or the e-mail address is over a limit, else 0. */
export const bookingWait = (input: BookingInput, clientAddress: string) =>
  secondsToWait(
    [byClient, clientAddress],
    [byClientAtOptician, `${clientAddress}|${input.opticianId}`],
    [byEmail, input.customer.email.toLowerCase()],
  );
