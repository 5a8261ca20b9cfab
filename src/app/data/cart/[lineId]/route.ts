import { cartRoutes } from '@/modules/cart';

export const dynamic = 'force-dynamic';
export const PATCH = cartRoutes.setQuantity;
export const DELETE = cartRoutes.remove;
