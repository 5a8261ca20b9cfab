import { supportHandlers } from '@/modules/chat';

export const dynamic = 'force-dynamic';
export const POST = supportHandlers.request;
