import { engineHandlers } from '@/modules/personalisation';

export const dynamic = 'force-dynamic';
export const POST = engineHandlers.choose;
