import { reviewsHandler } from '@/modules/reviews';

export const dynamic = 'force-dynamic';
export const GET = reviewsHandler.GET;
