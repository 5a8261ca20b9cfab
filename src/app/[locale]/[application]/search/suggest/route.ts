import { suggestRoute } from '@/modules/search';

export const dynamic = 'force-dynamic';
export const GET = suggestRoute.GET;
