import { checkoutRoutes } from '@/modules/checkout';

export const dynamic = 'force-dynamic';
export const POST = checkoutRoutes.paymentEvent;
