import { returnHandlers } from '@/modules/checkout';

export const dynamic = 'force-dynamic';
export const POST = returnHandlers.request;
