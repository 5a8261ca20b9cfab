import { setTimeout as sleep } from 'node:timers/promises';
import type { Check } from './check';
import { exited } from './instances';
import type { ShopCluster } from './shop-cluster';

/** SIGTERM to the second instance during a burst of requests through the balancer. */
export async function checkDrain(check: Check, cluster: ShopCluster): Promise<void> {
  const stopping = cluster.instances[1]!;
  const requests = Array.from({ length: 30 }, (_, index) =>
    sleep(index * 20).then(async () => {
      const answer = await fetch(`${cluster.url}/?locale=de-AT&application=bam&n=${index}`);
      await answer.arrayBuffer();
      return answer.status;
    }),
  );
  await sleep(100);
  process.kill(-stopping.process.pid!, 'SIGTERM');
  const statuses = await Promise.all(requests);
  await Promise.race([exited(stopping), sleep(40_000)]);
  check(
    'SIGTERM during a burst of requests: every request is answered, the instance exits cleanly',
    statuses.every((status) => status === 200) && stopping.process.exitCode === 0,
    `${statuses.join()} exit ${stopping.process.exitCode ?? stopping.process.signalCode}`,
  );
}
