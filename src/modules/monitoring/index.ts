export { ClientMonitoring } from './ClientMonitoring';
export { clientMonitoringSettings } from './client-settings';
export { monitoringHandlers } from './beacon-routes';
export type { ClientMonitoringSettings } from './monitoring-plan';
export { startMonitoringJobOfServer } from './monitoring-job';
