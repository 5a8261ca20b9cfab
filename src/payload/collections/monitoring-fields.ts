import type { Access, Field } from 'payload';
import { PAGE_TYPES, VITALS } from '@/modules/monitoring/constants';
import { isStaff } from '../access';

/** Written by the shop only (the beacon endpoint and the aggregation job); staff read and may delete. */
export const monitoringAccess: Record<'read' | 'create' | 'update' | 'delete', Access> = {
  read: isStaff,
  create: () => false,
  update: () => false,
  delete: isStaff,
};

export const MONITORING_GROUP = { en: 'Monitoring', de: 'Monitoring' };

export const dayField: Field = {
  name: 'day',
  type: 'text',
  required: true,
  index: true,
  admin: { description: 'UTC date, YYYY-MM-DD' },
};
export const storefrontField: Field = { name: 'storefront', type: 'text', required: true };
export const pageTypeField: Field = {
  name: 'pageType',
  type: 'select',
  options: [...PAGE_TYPES],
  required: true,
};
export const metricField = (required: boolean): Field => ({
  name: 'metric',
  type: 'select',
  options: [...VITALS],
  required,
});
export const pageField: Field = { name: 'page', type: 'text', required: true };
export const browserField: Field = { name: 'browser', type: 'text', required: true };
