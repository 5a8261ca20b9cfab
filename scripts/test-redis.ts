/**
 * The shared store behind REDIS_URL against a real Redis: a throwaway redis-server on a free loopback port,
 * two clients standing for two instances of the shop (one the process's own from REDIS_URL), then the same
 * with the server stopped. Prints one line per check and "redis: N passed, N failed"; exits 1 on a failure.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { onInvalidate, notifyInvalidation } from '../src/platform/cache/invalidation';
import { startInvalidationBus } from '../src/platform/cache/invalidation-bus';
import { redisInvalidationTransport } from '../src/platform/cache/redis-invalidation-transport';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { logger } from '../src/platform/logging/logger';
import { createRateLimiter } from '../src/platform/shared-store/rate-limiter';
import { createRedisClient, firstConnection, redisClient } from '../src/platform/shared-store/redis-client';
import { sharedKey } from '../src/platform/shared-store/shared-key';
import { sharedTtlCache } from '../src/platform/shared-store/ttl-cache';
import { startTemporaryRedis, type TemporaryRedis } from './support/redis-server';

let passed = 0;
let failed = 0;

async function check(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
    passed += 1;
    console.log(`ok   ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name} ${(error as Error).message}`);
  }
}

/** The warnings the shared store logs, kept here instead of printed. */
const warnings: Array<Record<string, unknown>> = [];
logger.warn = ((fields: Record<string, unknown>) => void warnings.push(fields)) as typeof logger.warn;
logger.info = (() => undefined) as typeof logger.info;

async function refusal(attempt: Promise<unknown>): Promise<RateLimiterRes> {
  const outcome = await attempt.then(
    () => 'allowed',
    (reason: unknown) => reason,
  );
  assert.ok(outcome instanceof RateLimiterRes, `expected a refusal, got ${String(outcome)}`);
  return outcome;
}

async function consumeTimes(limiter: RateLimiterAbstract, key: string, times: number): Promise<void> {
  for (let i = 1; i <= times; i += 1) assert.equal((await limiter.consume(key)).consumedPoints, i);
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

const LOGINS = { keyPrefix: 'test-failed-logins', points: 5, duration: 60 };
const FOOTER = { name: 'test-footer', max: 50, ttlMs: 60_000 };

let server: TemporaryRedis | undefined;
const clients: Redis[] = [];
try {
  server = await startTemporaryRedis();
  process.env.REDIS_URL = server.url;
  const own = redisClient();
  assert.ok(own, 'REDIS_URL set but no client');
  const other = createRedisClient(server.url);
  clients.push(own, other);
  await Promise.all(clients.map(firstConnection));

  await check('REDIS_URL gives one connected client per process', async () => {
    assert.equal(redisClient(), own);
    assert.deepEqual(
      clients.map((client) => client.status),
      ['ready', 'ready'],
    );
  });

  const first = createRateLimiter(LOGINS);
  const second = createRateLimiter(LOGINS, other);
  await check('two instances share a rate limit: 5 failures across both block the 6th', async () => {
    const email = `${randomUUID()}@example.org`;
    for (let i = 1; i <= 5; i += 1) {
      assert.equal((await (i % 2 ? first : second).consume(email)).consumedPoints, i);
    }
    assert.equal((await refusal(second.consume(email))).remainingPoints, 0);
    await refusal(first.consume(email));
    assert.equal(await other.get(`${sharedKey('rate-limit', LOGINS.keyPrefix)}:${email}`), '7');
  });

  const firstCache = sharedTtlCache<string>(FOOTER);
  const secondCache = sharedTtlCache<string>(FOOTER, other);
  await check('a footer entry set through one instance is read through another', async () => {
    assert.ok(firstCache.shared && secondCache.shared);
    const key = `de-AT|shop-at-${randomUUID()}`;
    assert.equal(await secondCache.get(key), undefined);
    await firstCache.set(key, '<footer lang="de-AT">Fußzeile</footer>');
    assert.equal(await secondCache.get(key), '<footer lang="de-AT">Fußzeile</footer>');
  });

  await check('entries expire after their ttl', async () => {
    const short = sharedTtlCache<{ html: string }>({ ...FOOTER, ttlMs: 300 });
    const key = `sv-SE|shop-se-${randomUUID()}`;
    await short.set(key, { html: '<footer/>' });
    assert.deepEqual(await sharedTtlCache<{ html: string }>({ ...FOOTER, ttlMs: 300 }, other).get(key), {
      html: '<footer/>',
    });
    const left = await own.pttl(sharedKey('cache', FOOTER.name, key));
    assert.ok(left > 0 && left <= 300, `pttl ${left}`);
    await sleep(450);
    assert.equal(await short.get(key), undefined);
  });

  await check('a limiter and a cache used the moment their client is made go to Redis', async () => {
    const fresh = createRedisClient(server!.url);
    clients.push(fresh);
    const email = `${randomUUID()}@example.org`;
    const key = `fr-FR|shop-fr-${randomUUID()}`;
    await Promise.all([
      createRateLimiter(LOGINS, fresh).consume(email),
      sharedTtlCache<string>(FOOTER, fresh).set(key, '<footer/>'),
    ]);
    assert.equal((await second.get(email))?.consumedPoints, 1);
    assert.equal(await secondCache.get(key), '<footer/>');
  });

  await server.stop();
  await until(() => clients.every((client) => client.status !== 'ready'), 'the clients to notice');

  await check('with Redis stopped, a limiter still limits on its instance (insurance)', async () => {
    const email = `${randomUUID()}@example.org`;
    await consumeTimes(first, email, 5);
    assert.equal((await refusal(first.consume(email))).remainingPoints, 0);
  });

  await check('with Redis stopped, the cache answers a miss without throwing, warned once', async () => {
    const key = `de-DE|shop-de-${randomUUID()}`;
    await firstCache.set(key, '<footer/>');
    assert.equal(await firstCache.get(key), undefined);
    assert.equal(await firstCache.get(key), undefined);
    assert.equal(warnings.filter((fields) => fields.cache === FOOTER.name).length, 1);
  });

  await check('the outage is logged once per client, without the password', async () => {
    await sleep(500); // a few reconnection attempts
    const outage = warnings.filter((fields) => fields.redis !== undefined);
    assert.equal(outage.length, clients.length, JSON.stringify(outage));
    const { password, host } = new URL(server!.url);
    assert.ok(
      outage.every((fields) => fields.redis === `redis://${host}`),
      JSON.stringify(outage),
    );
    assert.ok(!JSON.stringify(warnings).includes(password), 'a warning carries the password');
  });
} catch (error) {
  failed += 1;
  console.log(`FAIL shared store ${(error as Error).message}`);
} finally {
  for (const client of clients) client.disconnect();
  await server?.stop();
}

/** The invalidation bus against a Redis of its own, with another instance played by a plain client. */
let busServer: TemporaryRedis | undefined;
let otherInstance: Redis | undefined;
let stopBus: (() => Promise<void>) | undefined;
try {
  busServer = await startTemporaryRedis();
  const channel = 'test-invalidation';
  const publisher = createRedisClient(busServer.url);
  otherInstance = createRedisClient(busServer.url);
  await Promise.all([firstConnection(publisher), firstConnection(otherInstance)]);
  const sent: string[] = [];
  otherInstance.on('message', (_channel: string, text: string) => sent.push(JSON.parse(text).tag));
  await otherInstance.subscribe(channel);
  stopBus = await startInvalidationBus(redisInvalidationTransport(publisher, busServer.url, channel));
  const heard: string[] = [];
  onInvalidate('catalogue', (tag) => heard.push(tag));
  onInvalidate('pages', (tag) => heard.push(tag));

  await check('a change on this instance is published to the others', async () => {
    notifyInvalidation('catalogue');
    await until(() => sent.includes('catalogue'), 'the message');
  });

  await check('a change published by another instance drops the cache here within 2 s', async () => {
    heard.length = 0;
    const started = Date.now();
    await publisher.publish(channel, JSON.stringify({ from: 'other', tag: 'pages' }));
    await until(() => heard.includes('pages'), 'the drop');
    assert.ok(Date.now() - started < 2_000);
  });

  await check('after Redis was away, the bus drops every cache once reconnected', async () => {
    await busServer!.stop();
    heard.length = 0;
    await sleep(300);
    busServer = await startTemporaryRedis(busServer!.url);
    await until(() => heard.includes('catalogue') && heard.includes('pages'), 'the drop of all');
  });
  publisher.disconnect();
} catch (error) {
  failed += 1;
  console.log(`FAIL invalidation bus ${(error as Error).message}`);
} finally {
  await stopBus?.();
  otherInstance?.disconnect();
  await busServer?.stop();
}
console.log(`redis: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
