import { previewRoutes } from '@/modules/content';

export const dynamic = 'force-dynamic';
export const GET = previewRoutes.enter;
