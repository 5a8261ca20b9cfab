import { bookingHandlers } from '@/modules/appointments';

export const dynamic = 'force-dynamic';
export const GET = bookingHandlers.slots;
