import { productTilesHandler } from '@/modules/catalogue';

export const dynamic = 'force-dynamic';
export const GET = productTilesHandler;
