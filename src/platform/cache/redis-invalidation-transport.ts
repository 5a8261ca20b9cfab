import type { Redis } from 'ioredis';
import { createRedisClient, firstConnection } from '../shared-store/redis-client';
import type { InvalidationTransport } from './invalidation-bus';

/**
 * The invalidation bus over Redis pub/sub: published with the process's client, heard on a connection of its
 * own (a subscribed connection takes no other commands). Any connection made after the first attempt, the
 * first having failed or not, counts as a reconnection: changes published meanwhile were not heard.
 */
export function redisInvalidationTransport(
  publisher: Redis,
  url: string,
  channel: string,
): InvalidationTransport {
  let subscriber: Redis | undefined;
  return {
    async publish(message) {
      await firstConnection(publisher);
      await publisher.publish(channel, message);
    },
    async subscribe(handlers) {
      const connection = createRedisClient(url);
      subscriber = connection;
      let started = false;
      connection.on('message', (from: string, text: string) => {
        if (from === channel) handlers.message(text);
      });
      connection.on('ready', () => {
        if (!started) return;
        connection.subscribe(channel).then(handlers.reconnected, () => undefined);
      });
      await firstConnection(connection);
      started = true;
      if (connection.status === 'ready') await connection.subscribe(channel).catch(() => undefined);
    },
    async close() {
      subscriber?.disconnect();
    },
  };
}
