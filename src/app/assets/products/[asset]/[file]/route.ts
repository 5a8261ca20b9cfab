import { productImageResponse } from '@/modules/catalogue';

export function GET(_request: Request, { params }: { params: Promise<{ asset: string; file: string }> }) {
  return params.then(({ asset, file }) => productImageResponse(asset, file));
}
