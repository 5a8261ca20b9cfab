import { eyeTestRedemptionRoutes } from '@/modules/vouchers';

export const dynamic = 'force-dynamic';
export const POST = eyeTestRedemptionRoutes.redeem;
