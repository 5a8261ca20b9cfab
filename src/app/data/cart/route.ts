import { cartHandlers } from '@/modules/cart';

export const dynamic = 'force-dynamic';
export const GET = cartHandlers.read;
export const POST = cartHandlers.add;
