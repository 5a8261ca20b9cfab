import { returnRoutes } from '@/modules/checkout';

export const dynamic = 'force-dynamic';
export const POST = returnRoutes.request;
