export { ClientMonitoring } from './ClientMonitoring';
export { clientMonitoringSettings } from './client-settings';
export { monitoringHandlers } from './beacon-handlers';
export { startMonitoringJobOfServer } from './monitoring-job';
