import type { Payload } from 'payload';
import { serverConfig } from '../config/server-config';
import { beforeShutdown } from '../server/shutdown-steps';
import { startMailWorker } from './mail-worker';

/** The server's one mail worker, on the server's Payload instance (given by the caller) and configuration. */
export function startMailWorkerOfServer(payload: Payload): void {
  const holder = globalThis as { __shopMailWorker?: () => Promise<void> };
  if (holder.__shopMailWorker) return;
  const config = serverConfig();
  holder.__shopMailWorker = startMailWorker(payload, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    ...config.mailDelivery,
  });
  beforeShutdown(holder.__shopMailWorker);
}
