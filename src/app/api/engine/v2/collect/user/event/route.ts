import { engineRoutes } from '@/modules/personalisation';

export const dynamic = 'force-dynamic';
export const POST = engineRoutes.event;
