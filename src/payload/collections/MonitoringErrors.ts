import type { CollectionConfig } from 'payload';
import {
  browserField,
  dayField,
  MONITORING_GROUP,
  monitoringAccess,
  pageField,
  storefrontField,
} from './monitoring-fields';

/** Uncaught browser errors counted per day, storefront, message, page and browser. */
export const MonitoringErrors: CollectionConfig = {
  slug: 'monitoring-errors',
  labels: {
    singular: { en: 'Client error', de: 'Client-Fehler' },
    plural: { en: 'Client errors', de: 'Client-Fehler' },
  },
  admin: {
    group: MONITORING_GROUP,
    useAsTitle: 'message',
    defaultColumns: ['day', 'storefront', 'message', 'page', 'browser', 'count'],
  },
  access: monitoringAccess,
  indexes: [{ fields: ['day', 'storefront', 'message', 'page', 'browser'], unique: true }],
  fields: [
    dayField,
    storefrontField,
    { name: 'message', type: 'text', required: true },
    pageField,
    browserField,
    { name: 'count', type: 'number', required: true },
  ],
};
