import type { CollectionConfig } from 'payload';
import { isStaff } from '../access';

/**
 * The seats appointments take: one row per optician, 15-minute unit and seat, unique, so two bookings of
 * the last seat of a unit cannot both succeed, whatever the timing. Written and removed by the booking
 * service only.
 */
export const AppointmentHolds: CollectionConfig = {
  slug: 'appointment-holds',
  admin: { hidden: true },
  access: {
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'optician', type: 'text', required: true, index: true },
    { name: 'unitStart', type: 'date', required: true, index: true },
    { name: 'seat', type: 'number', required: true },
    { name: 'requestKey', type: 'text', required: true, index: true },
    { name: 'appointment', type: 'number', index: true },
  ],
};
