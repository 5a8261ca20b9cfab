import { previewHandlers } from '@/modules/content';

export const dynamic = 'force-dynamic';
export const GET = previewHandlers.enter;
