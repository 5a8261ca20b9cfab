import { checkoutHandlers } from '@/modules/checkout';

export const dynamic = 'force-dynamic';
export const POST = checkoutHandlers.paymentEvent;
