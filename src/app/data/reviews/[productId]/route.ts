import { reviewsRoute } from '@/modules/reviews';

export const dynamic = 'force-dynamic';
export const GET = reviewsRoute.GET;
