import { cartRoutes } from '@/modules/cart';

export const dynamic = 'force-dynamic';
export const GET = cartRoutes.read;
export const POST = cartRoutes.add;
