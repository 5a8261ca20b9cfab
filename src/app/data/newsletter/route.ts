import { newsletterHandlers } from '@/modules/newsletter';

export const dynamic = 'force-dynamic';
export const POST = newsletterHandlers.signUp;
