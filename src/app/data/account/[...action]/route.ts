import { accountRoutes } from '@/modules/accounts';

export const dynamic = 'force-dynamic';
export const GET = accountRoutes.get;
export const POST = accountRoutes.post;
export const DELETE = accountRoutes.delete;
