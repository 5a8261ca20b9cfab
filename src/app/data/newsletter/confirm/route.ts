import { newsletterRoutes } from '@/modules/newsletter';

export const dynamic = 'force-dynamic';
export const POST = newsletterRoutes.confirm;
