import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { waitFor } from './wait-for';

/**
 * The shop a benchmark measures: BENCH_URL when set, else the built shop started on `port` with a fresh
 * SQLite database (`data/bench.db`) and the settings in `env`. `stop` ends what was started.
 */
export async function benchShop(
  port: number,
  env: Record<string, string> = {},
): Promise<{ base: string; stop: () => void }> {
  const given = process.env.BENCH_URL;
  if (given) {
    await waitFor(`${given}/api/health`, Date.now() + 30_000);
    return { base: given, stop: () => undefined };
  }
  rmSync('data/bench.db', { force: true });
  const base = `http://localhost:${port}`;
  const server = spawn('node', ['scripts/run.mjs', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: 'file:./data/bench.db',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'inherit',
    detached: true,
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    await waitFor(`${base}/api/health`, Date.now() + 300_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}
