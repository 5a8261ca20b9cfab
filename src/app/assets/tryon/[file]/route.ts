import { tryOnAssetResponse } from '@/modules/tryon';

export function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return params.then(({ file }) => tryOnAssetResponse(file));
}
