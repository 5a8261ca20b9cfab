import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * MapLibre's web worker, served from the installed package: the bundler does not emit it, and the map must
 * not load it from a CDN. Cached for a day; the file changes only with the maplibre-gl version.
 */
const WORKER_FILE = path.resolve('node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs');
let worker: Promise<string> | undefined;

export async function GET(): Promise<Response> {
  worker ??= readFile(WORKER_FILE, 'utf8');
  return new Response(await worker, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
