import type { CollectionConfig } from 'payload';
import {
  dayField,
  metricField,
  MONITORING_GROUP,
  monitoringAccess,
  pageTypeField,
  storefrontField,
} from './monitoring-fields';

/** The p75 of each vital per day, storefront and page type, kept after the raw beacons are gone. */
export const MonitoringVitals: CollectionConfig = {
  slug: 'monitoring-vitals',
  labels: {
    singular: { en: 'Monitoring', de: 'Monitoring' },
    plural: { en: 'Monitoring', de: 'Monitoring' },
  },
  admin: {
    group: MONITORING_GROUP,
    defaultColumns: ['day', 'storefront', 'pageType', 'metric', 'p75', 'count'],
    components: { beforeList: ['/modules/monitoring/admin/MonitoringDashboard#MonitoringDashboard'] },
  },
  access: monitoringAccess,
  indexes: [{ fields: ['day', 'storefront', 'pageType', 'metric'], unique: true }],
  fields: [
    dayField,
    storefrontField,
    pageTypeField,
    metricField(true),
    { name: 'p75', type: 'number', required: true },
    { name: 'count', type: 'number', required: true },
  ],
};
