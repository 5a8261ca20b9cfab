import { bookingRoutes } from '@/modules/appointments';

export const dynamic = 'force-dynamic';
export const POST = bookingRoutes.book;
