import { productTilesRoute } from '@/modules/catalogue';

export const dynamic = 'force-dynamic';
export const GET = productTilesRoute;
