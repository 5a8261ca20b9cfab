import type { CollectionConfig } from 'payload';
import { BEACON_KINDS } from '@/modules/monitoring/constants';
import {
  browserField,
  dayField,
  metricField,
  MONITORING_GROUP,
  monitoringAccess,
  pageField,
  pageTypeField,
  storefrontField,
} from './monitoring-fields';

/** Raw field data of the browsers (vitals and uncaught errors), aggregated daily and deleted after 30 days. */
export const MonitoringBeacons: CollectionConfig = {
  slug: 'monitoring-beacons',
  labels: {
    singular: { en: 'Raw beacon', de: 'Rohdaten-Beacon' },
    plural: { en: 'Raw beacons', de: 'Rohdaten-Beacons' },
  },
  admin: {
    group: MONITORING_GROUP,
    defaultColumns: ['day', 'storefront', 'pageType', 'kind', 'metric', 'value', 'message'],
  },
  access: monitoringAccess,
  fields: [
    { name: 'kind', type: 'select', options: [...BEACON_KINDS], required: true },
    dayField,
    storefrontField,
    pageTypeField,
    pageField,
    browserField,
    metricField(false),
    { name: 'value', type: 'number' },
    { name: 'message', type: 'text' },
  ],
};
