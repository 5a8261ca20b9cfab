/**
 * Throughput and p99 latency of the home page against a trivial route of the same server (/api/health),
 * measured in one run: `npm run bench`. Starts the built shop on a fresh SQLite database unless BENCH_URL
 * points at a running one. Prints the figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';

const PORT = 3110;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function waitFor(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

let server: ReturnType<typeof spawn> | undefined;
let base = process.env.BENCH_URL;
if (!base) {
  rmSync('data/bench.db', { force: true });
  base = `http://localhost:${PORT}`;
  server = spawn('node', ['scripts/run.mjs', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: 'file:./data/bench.db', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
    detached: true,
  });
}
try {
  await waitFor(`${base}/api/health`, Date.now() + 300_000);
  const trivial = await measure(`${base}/api/health`);
  const home = await measure(`${base}/`);
  const row = (name: string, m: typeof home) =>
    `${name.padEnd(12)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(5)} ms   errors ${m.errors}`;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(row('/api/health', trivial));
  console.log(row('/ (home)', home));
  console.log(`home / trivial throughput ratio: ${(home.rps / trivial.rps).toFixed(2)}`);
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}
