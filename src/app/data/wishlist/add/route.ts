import { wishlistRoutes } from '@/modules/wishlist';

export const dynamic = 'force-dynamic';
export const GET = wishlistRoutes.missingSku;
