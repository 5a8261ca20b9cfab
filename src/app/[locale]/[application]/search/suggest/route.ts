import { suggestHandler } from '@/modules/search';

export const dynamic = 'force-dynamic';
export const GET = suggestHandler.GET;
