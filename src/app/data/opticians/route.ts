import { opticiansAreaRoute } from '@/modules/opticians';

export const dynamic = 'force-dynamic';
export const GET = opticiansAreaRoute.GET;
