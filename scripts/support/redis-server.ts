import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface TemporaryRedis {
  /** `redis://:{password}@127.0.0.1:{port}` */
  url: string;
  /** Stops the server (SIGTERM, SIGKILL after 5 s) and removes its directory; later calls do nothing. */
  stop(): Promise<void>;
}

const READY = 'Ready to accept connections';

/**
 * A throwaway redis-server on a free loopback port with a random password, without persistence, in a
 * temporary directory; `at` (the address of one stopped before) starts it again on that port and password.
 */
export async function startTemporaryRedis(at?: string): Promise<TemporaryRedis> {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('redis-server is not installed: apt-get install redis-server');
  }
  const previous = at ? new URL(at) : undefined;
  const port = previous ? Number(previous.port) : await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-redis-'));
  const password = previous ? decodeURIComponent(previous.password) : randomBytes(12).toString('hex');
  const server = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--requirepass',
      password,
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(READY)) {
          clearTimeout(timer);
          resolve();
        }
      };
      server.stdout.on('data', collect);
      server.stderr.on('data', collect);
      server.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      server.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code ?? signal}):\n${output}`));
      });
    });
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    url: `redis://:${password}@127.0.0.1:${port}`,
    stop() {
      stopped ??= (async () => {
        if (server.exitCode === null && server.signalCode === null) {
          server.kill('SIGTERM');
          const killer = setTimeout(() => server.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(killer);
        }
        rmSync(dir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
