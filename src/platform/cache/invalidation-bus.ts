import { randomUUID } from 'node:crypto';
import { logger } from '../logging/logger';
import { dropAllLocally, dropLocally, relayInvalidations } from './invalidation';

/** How the instances reach each other: Redis pub/sub in the shop (redis-invalidation-transport.ts). */
export interface InvalidationTransport {
  publish(message: string): Promise<void>;
  /**
   * Hands over every message published by any instance; `reconnected` once the connection is made again
   * after it was lost (messages sent meanwhile are gone).
   */
  subscribe(handlers: { message(text: string): void; reconnected(): void }): Promise<void>;
  close(): Promise<void>;
}

interface Change {
  from: string;
  tag: string;
}

function parseChange(text: string): Change | null {
  try {
    const change = JSON.parse(text) as Partial<Change>;
    return typeof change.from === 'string' && typeof change.tag === 'string' ? (change as Change) : null;
  } catch {
    return null;
  }
}

/**
 * Makes a backoffice change on one instance drop the caches of every instance (ADR 0019): each change this
 * instance notifies is published; each change another instance publishes is dropped here. After a lost
 * connection everything is dropped, since changes may have been missed. Answers a stop function.
 */
export async function startInvalidationBus(transport: InvalidationTransport): Promise<() => Promise<void>> {
  const instance = randomUUID();
  await transport.subscribe({
    message(text) {
      const change = parseChange(text);
      if (!change) logger.warn({ message: text.slice(0, 200) }, 'invalidation message not understood');
      else if (change.from !== instance) dropLocally(change.tag);
    },
    reconnected() {
      logger.info('invalidation bus reconnected: every cache of this instance dropped');
      dropAllLocally();
    },
  });
  relayInvalidations((tag) => {
    transport
      .publish(JSON.stringify({ from: instance, tag } satisfies Change))
      .catch((error: Error) =>
        logger.warn({ tag, err: error.message }, 'change not sent to the other instances'),
      );
  });
  return async () => {
    relayInvalidations(null);
    await transport.close();
  };
}
