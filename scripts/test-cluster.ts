/**
 * `npm run test:cluster`: three shop instances over one PostgreSQL and one Redis behind a round-robin balancer,
 * and an S3 stand-in for media, all on loopback (instances on ports 3300–3302, the balancer on 3310), mail to an SMTP server of the test.
 * Checks that they start together (migrations and demo data once) and act as one shop through the balancer:
 * a price changed on one instance is charged on another at once; baskets, wishlists, sessions, the login
 * limit, personalisation (ids, A/B variations, decisions) and the recently viewed products whichever instance
 * answers; no order lost or doubled and no mail sent twice while an instance is
 * killed and restarted; an image uploaded on one instance (into the S3 stand-in) served by all; and a SIGTERM drains without cutting a request off. Each check is in scripts/cluster/.
 */
import { startSmtpSink } from '../e2e/support/smtp-sink';
import { adminToken } from './cluster/admin-token';
import { checkMediaOnEveryInstance } from './cluster/check-media';
import { checkDrain } from './cluster/drain-check';
import { checkMailSentOnce } from './cluster/mail-once-check';
import { checkOrdersWhileKilled } from './cluster/orders-while-killed-check';
import { checkPersonalisation, checkRecentlyViewed } from './cluster/personalisation-check';
import { checkPriceChange } from './cluster/price-change-check';
import { checkSharedLoginLimit, checkWishlistAndBasket } from './cluster/round-robin-state-checks';
import { checkSession } from './cluster/session-check';
import { startShopCluster, type ShopCluster } from './cluster/shop-cluster';
import { checks } from './support/checks';
import { freePort } from './support/free-port';

const INSTANCE_PORTS = [3300, 3301, 3302] as const;
const BALANCER_PORT = 3310;

const { check, finish } = checks('cluster');

let cluster: ShopCluster | undefined;
const began = Date.now();
try {
  const smtpPort = await freePort();
  const sink = startSmtpSink(smtpPort);
  cluster = await startShopCluster({
    ports: INSTANCE_PORTS,
    balancerPort: BALANCER_PORT,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
  });
  const { instances, started } = cluster;
  const ready = started.every((instance) => instance.ready);
  check(
    'three instances started together are ready once migrated and warmed up',
    ready,
    instances.map((instance) => instance.output.slice(-2_000)).join('\n---\n'),
  );
  if (!ready) throw new Error('the cluster did not start');
  check(
    'readiness answers 503 while an instance warms up',
    started.every((instance) => instance.first === 503),
    started.map((instance) => instance.first).join(),
  );
  const loaders = instances.filter((instance) => instance.output.includes('demo data: catalogue'));
  check('migrations and demo data ran once, on one instance', loaders.length === 1, `${loaders.length}`);

  const token = await adminToken(INSTANCE_PORTS[0]);
  await checkPriceChange(check, INSTANCE_PORTS, cluster.databaseUrl, token);
  await checkMediaOnEveryInstance(check, {
    instance: `http://127.0.0.1:${INSTANCE_PORTS[0]}`,
    balancer: cluster.url,
    instances: INSTANCE_PORTS.length,
    token,
  });
  await checkWishlistAndBasket(check, cluster.url);
  await checkSharedLoginLimit(check, cluster.url);
  await checkPersonalisation(check, cluster.url);
  await checkRecentlyViewed(check, cluster.url);
  await checkSession(check, cluster.url, sink);
  await checkOrdersWhileKilled(check, cluster);
  await checkMailSentOnce(check, cluster.databaseUrl, sink);
  await checkDrain(check, cluster);
} catch (error) {
  check('cluster', false, (error as Error).message);
} finally {
  await cluster?.stop();
  console.log(`cluster test took ${Math.round((Date.now() - began) / 1000)} s`);
}
finish();
