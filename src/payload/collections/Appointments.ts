import type { CollectionConfig } from 'payload';
import { isStaff } from '../access';
import { APPOINTMENT_STATUSES } from '@/modules/appointments/appointment-constants';
import { SALUTATIONS } from '@/platform/i18n/salutations';
import { SUPPORTED_LOCALES } from '@/platform/locale/locales';
import { releaseCancelledAppointment } from '@/modules/appointments/appointment-hooks';
import { OPTICIAN_SERVICES } from './optician-offerings';

const readOnly = { readOnly: true };

/**
 * Eye-test and fitting appointments booked in the shop. Time, optician and service are fixed once booked
 * (the shopper moves an appointment through the link in the confirmation mail, which keeps the slots
 * consistent); the operator may correct the customer's details or cancel it, which frees its time.
 */
export const Appointments: CollectionConfig = {
  slug: 'appointments',
  labels: {
    singular: { en: 'Appointment', de: 'Termin' },
    plural: { en: 'Appointments', de: 'Termine' },
  },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'start', 'optician', 'service', 'lastName', 'status'],
    group: { en: 'Opticians', de: 'Optiker' },
    listSearchableFields: ['reference', 'lastName', 'email'],
  },
  access: {
    read: isStaff,
    create: () => false,
    update: isStaff,
    delete: () => false,
  },
  defaultSort: 'start',
  hooks: { afterChange: [releaseCancelledAppointment] },
  fields: [
    {
      name: 'status',
      type: 'select',
      options: [...APPOINTMENT_STATUSES],
      defaultValue: 'booked',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'reference', type: 'text', required: true, unique: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'optician',
          type: 'relationship',
          relationTo: 'opticians',
          required: true,
          index: true,
          admin: readOnly,
        },
        {
          name: 'service',
          type: 'select',
          options: OPTICIAN_SERVICES.map(({ value, label }) => ({ value, label })),
          required: true,
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          type: 'date',
          required: true,
          index: true,
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'end',
          type: 'date',
          required: true,
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'salutation', type: 'select', options: [...SALUTATIONS], required: true },
        { name: 'firstName', type: 'text', required: true, maxLength: 80 },
        { name: 'lastName', type: 'text', required: true, maxLength: 80 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', maxLength: 40 },
      ],
    },
    { name: 'note', type: 'textarea', maxLength: 500 },
    {
      name: 'locale',
      type: 'select',
      options: [...SUPPORTED_LOCALES],
      required: true,
      admin: { ...readOnly, position: 'sidebar', description: 'The language of its mails.' },
    },
    { name: 'sequence', type: 'number', defaultValue: 0, admin: { hidden: true } },
    { name: 'cancelledAt', type: 'date', admin: { ...readOnly, position: 'sidebar' } },
    { name: 'requestKey', type: 'text', unique: true, admin: { hidden: true } },
    { name: 'manageToken', type: 'text', unique: true, admin: { hidden: true } },
  ],
};
