import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTemporaryCluster, type TemporaryCluster } from '../support/postgres-cluster';
import { startTemporaryRedis, type TemporaryRedis } from '../support/redis-server';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy';
import { startS3StandIn, type S3StandIn } from '../support/s3-stand-in';
import { startInstance, stopInstance, untilReady, type Instance } from './instances';

export const SETUP_TOKEN = 'cluster-test-setup-token';

/** The shipped storefronts, each at the balancer's address. */
function countryConfig(balancer: string): string {
  const shipped = JSON.parse(readFileSync('config/countries.json', 'utf8'));
  for (const settings of Object.values(shipped.countries))
    (settings as { baseUrl: string }).baseUrl = balancer;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-countries-')), 'countries.json');
  writeFileSync(file, JSON.stringify(shipped));
  return file;
}

export interface ShopCluster {
  /** the balancer's address */
  url: string;
  databaseUrl: string;
  /** what every instance is started with (a restarted one too) */
  env: NodeJS.ProcessEnv;
  instances: Instance[];
  /** per instance, whether it became ready and its first readiness answer */
  started: Array<{ ready: boolean; first?: number }>;
  stop(): Promise<void>;
}

/**
 * Builds the shop when its sources changed, then starts a throwaway PostgreSQL, Redis and S3 stand-in, one production shop
 * instance per port over them, and a round-robin balancer on `balancerPort`; settles once every instance is
 * ready or has given up (4 minutes). `stop()` ends all of it, also after a failed start.
 */
export async function startShopCluster(options: {
  ports: readonly number[];
  balancerPort: number;
  env?: Record<string, string>;
}): Promise<ShopCluster> {
  const build = spawnSync('node', ['scripts/run.mjs', 'scripts/start.ts', '--build-only'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
  let postgres: TemporaryCluster | undefined;
  let redis: TemporaryRedis | undefined;
  let bucket: S3StandIn | undefined;
  let balancer: RoundRobinProxy | undefined;
  const instances: Instance[] = [];
  const stop = async () => {
    await Promise.all(instances.map(stopInstance));
    await balancer?.close();
    await redis?.stop();
    await bucket?.stop();
    postgres?.stop();
  };
  try {
    postgres = await startTemporaryCluster();
    redis = await startTemporaryRedis();
    bucket = await startS3StandIn();
    const url = `http://127.0.0.1:${options.balancerPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SHOP_MODE: 'production',
      PAYLOAD_SECRET: 'cluster-test-secret',
      PAYMENT_SANDBOX: 'allow',
      COUNTRY_CONFIG_FILE: countryConfig(url),
      DEMO_DATA: '1',
      ADMIN_SETUP_TOKEN: SETUP_TOKEN,
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...bucket.env,
      ...options.env,
    };
    for (const port of options.ports) instances.push(startInstance(port, env));
    balancer = await startRoundRobinProxy(options.balancerPort, options.ports);
    const deadline = Date.now() + 240_000;
    const started = await Promise.all(instances.map((instance) => untilReady(instance, deadline)));
    return { url, databaseUrl: postgres.url, env, instances, started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
