import { cartHandlers } from '@/modules/cart';

export const dynamic = 'force-dynamic';
export const PATCH = cartHandlers.setQuantity;
export const DELETE = cartHandlers.remove;
