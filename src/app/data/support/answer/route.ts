import { supportRoutes } from '@/modules/chat';

export const dynamic = 'force-dynamic';
export const POST = supportRoutes.answer;
