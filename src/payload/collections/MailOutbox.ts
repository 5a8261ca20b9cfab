import type { CollectionConfig } from 'payload';
import { isStaff } from '../access';
import { MAIL_PRIORITIES, MAIL_STATUSES } from '@/platform/mail/mail-status';

const readOnly = { readOnly: true };

/**
 * Every mail the shop sends, written here first (in the transaction of what caused it) and delivered by
 * the mail worker over SMTP_URL. Without SMTP_URL mail is kept here for the operator to read. An operator
 * may cancel a queued mail or queue a failed one again by changing its status.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: {
    singular: { en: 'Mail', de: 'E-Mail' },
    plural: { en: 'Mail outbox', de: 'Postausgang' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'sendAfter', 'sentAt'],
    group: { en: 'Mail', de: 'E-Mail' },
    description:
      'Mail the shop sends. "kept": no SMTP_URL is configured, the mail is only here. "failed": gave up after repeated errors (see the last error); set it to queued to try again.',
  },
  access: {
    read: isStaff,
    create: () => false,
    update: isStaff,
    delete: isStaff,
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'status',
      type: 'select',
      options: [...MAIL_STATUSES],
      defaultValue: 'queued',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'to', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'from', type: 'text', admin: readOnly },
    { name: 'subject', type: 'text', required: true, admin: readOnly },
    { name: 'text', type: 'textarea', required: true, admin: readOnly },
    { name: 'html', type: 'textarea', admin: readOnly },
    {
      name: 'attachments',
      type: 'json',
      admin: { ...readOnly, description: '[{filename, contentType, content}]' },
    },
    {
      name: 'sendAfter',
      type: 'date',
      index: true,
      admin: {
        ...readOnly,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Not sent before this time (reminders).',
      },
    },
    {
      name: 'priority',
      type: 'number',
      defaultValue: MAIL_PRIORITIES.normal,
      admin: {
        ...readOnly,
        position: 'sidebar',
        description: '0 goes out first (password resets, orders), 2 last (newsletter).',
      },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: { ...readOnly, position: 'sidebar' } },
    {
      name: 'nextAttemptAt',
      type: 'date',
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastError', type: 'text', admin: readOnly },
    {
      name: 'sentAt',
      type: 'date',
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'messageId', type: 'text', admin: readOnly },
    {
      name: 'dedupeKey',
      type: 'text',
      unique: true,
      admin: { ...readOnly, description: 'The same key is queued once (retried requests).' },
    },
  ],
};
