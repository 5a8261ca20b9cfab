import type { OpticianService } from '@/payload/collections/optician-offerings';

/** Appointments are planned in units of this many minutes; every service lasts whole units. */
export const UNIT_MINUTES = 15;

/** How long each service takes at the optician. */
export const SERVICE_MINUTES: Record<OpticianService, number> = {
  eyeTestConsultation: 30,
  contactLensFitting: 45,
  glassesFitting: 15,
  varifocalCentering: 30,
  eyeHealthCheck: 30,
};

/** A slot must start at least this long from now, so the optician can prepare. */
export const BOOKING_LEAD_MINUTES = 120;
/** Slots are offered this many days ahead, today included. */
export const BOOKING_HORIZON_DAYS = 28;
