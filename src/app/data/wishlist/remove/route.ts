import { wishlistHandlers } from '@/modules/wishlist';

export const dynamic = 'force-dynamic';
export const GET = wishlistHandlers.missingSku;
