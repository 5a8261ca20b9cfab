import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { waitFor } from './wait-for';

const APP_DIR = path.resolve('bench/bare-next');
const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');

/**
 * The bare Next.js app under bench/bare-next (the shop's pinned next and react), built with `next build --webpack`
 * and served by `next start` on `port`. `stop` ends the server. Webpack, because Turbopack takes the repository
 * as the project of an app nested in it, builds the shop's `src/instrumentation.ts` into it and fails on its
 * native modules; so the floor is webpack's bundle, which the table's JS column should be read with.
 */
export async function bareNext(port: number): Promise<{ base: string; stop: () => void }> {
  const built = spawnSync(process.execPath, [NEXT_BIN, 'build', '--webpack'], {
    cwd: APP_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error('the bare Next.js app did not build');
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port)], {
    cwd: APP_DIR,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const base = `http://localhost:${port}`;
  try {
    await waitFor(base, Date.now() + 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}
