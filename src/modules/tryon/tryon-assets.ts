import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The face models and the tfjs WASM backend, served by the shop from the installed packages (nothing loads
 * from a CDN): Human's blazeface, facemesh and iris models, and the WASM files of the tfjs version Human
 * bundles (both pinned in package.json). Only these names are served.
 */
const MODELS = 'node_modules/@vladmandic/human/models';
const WASM = 'node_modules/@tensorflow/tfjs-backend-wasm/dist';
const FILES: Record<string, string> = Object.fromEntries([
  ...['blazeface', 'facemesh', 'iris'].flatMap((model) =>
    ['json', 'bin'].map((ext) => [`${model}.${ext}`, `${MODELS}/${model}.${ext}`]),
  ),
  ...['', '-simd', '-threaded-simd'].map((variant) => {
    const name = `tfjs-backend-wasm${variant}.wasm`;
    return [name, `${WASM}/${name}`];
  }),
]);

const CONTENT_TYPES: Record<string, string> = {
  json: 'application/json',
  bin: 'application/octet-stream',
  wasm: 'application/wasm',
};

export async function tryOnAssetResponse(file: string): Promise<Response> {
  const source = Object.hasOwn(FILES, file) ? FILES[file] : undefined;
  if (!source) return new Response('Not found', { status: 404 });
  const body = await readFile(path.resolve(source));
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': CONTENT_TYPES[file.split('.').pop()!]!,
      // The files change only with the pinned package versions.
      'cache-control': 'public, max-age=86400',
    },
  });
}
