import { monitoringHandlers } from '@/modules/monitoring';

export const dynamic = 'force-dynamic';
export const POST = monitoringHandlers.report;
