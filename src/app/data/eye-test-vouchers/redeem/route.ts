import { eyeTestRedemptionHandlers } from '@/modules/vouchers';

export const dynamic = 'force-dynamic';
export const POST = eyeTestRedemptionHandlers.redeem;
