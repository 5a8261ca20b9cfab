import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** Debian installs PostgreSQL's server programs under /usr/lib/postgresql/<major>/bin. */
function serverBin(): string {
  const root = '/usr/lib/postgresql';
  const major = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  if (!major) {
    throw new Error('PostgreSQL is not installed: apt-get install postgresql (or set TEST_POSTGRES_URL)');
  }
  return path.join(root, major, 'bin');
}

function asPostgresUser(command: string, args: string[]): void {
  const runAsRoot = process.getuid?.() === 0;
  if (runAsRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

export interface TemporaryCluster {
  url: string;
  stop(): void;
}

/** A throwaway PostgreSQL cluster on loopback for the production-path tests; stop() removes it. */
export async function startTemporaryCluster(): Promise<TemporaryCluster> {
  const bin = serverBin();
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  asPostgresUser(path.join(bin, 'initdb'), ['-D', data, '-U', 'shop', '--auth=trust', '-E', 'UTF8']);
  asPostgresUser(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  execFileSync(path.join(bin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'shop',
    'shop_test',
  ]);
  return {
    url: `postgres://shop@127.0.0.1:${port}/shop_test`,
    stop() {
      try {
        asPostgresUser(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
