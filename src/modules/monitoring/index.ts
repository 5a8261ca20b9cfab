export { ClientMonitoring } from './ClientMonitoring';
export { clientMonitoringSettings } from './client-settings';
export { monitoringHandlers } from './beacon-handlers';
export type { ClientMonitoringSettings } from './monitoring-plan';
export { startMonitoringJobOfServer } from './monitoring-job';
