import { opticiansAreaHandler } from '@/modules/opticians';

export const dynamic = 'force-dynamic';
export const GET = opticiansAreaHandler.GET;
