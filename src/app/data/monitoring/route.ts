import { monitoringRoutes } from '@/modules/monitoring';

export const dynamic = 'force-dynamic';
export const POST = monitoringRoutes.report;
