import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** One `npm start` of the built shop, in a process group of its own (so that a kill takes its children too). */
export interface Instance {
  port: number;
  process: ChildProcess;
  output: string;
}

export function startInstance(port: number, env: NodeJS.ProcessEnv): Instance {
  const child = spawn('node', ['scripts/run.mjs', 'scripts/start.ts'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const instance: Instance = { port, process: child, output: '' };
  const collect = (chunk: Buffer) => (instance.output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return instance;
}

export const exited = (instance: Instance) =>
  instance.process.exitCode !== null || instance.process.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => instance.process.once('exit', () => resolve()));

async function readiness(port: number): Promise<number | undefined> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/ready`)).status;
  } catch {
    return undefined;
  }
}

/** Waits for readiness 200; answers whether it came, and the first answer the instance gave. */
export async function untilReady(
  instance: Instance,
  deadline: number,
): Promise<{ ready: boolean; first?: number }> {
  let first: number | undefined;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) break;
    const status = await readiness(instance.port);
    first ??= status;
    if (status === 200) return { ready: true, first };
    await sleep(50);
  }
  return { ready: false, first };
}

/** SIGTERM to a running instance; settles when it has exited (or after 35 s: the drain's limit and more). */
export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  process.kill(-instance.process.pid!, 'SIGTERM');
  await Promise.race([exited(instance), sleep(35_000)]);
}
