import sharp from 'sharp';
import type { checks } from '../support/checks';

type Check = ReturnType<typeof checks>['check'];

interface Answer {
  address: string;
  status: number;
  type: string | null;
  upstream: string | null;
  bytes: string;
}

/** A small PNG, uploaded through the backoffice's REST API as an editor's script would: in no language. */
async function upload(
  instance: string,
  token: string,
): Promise<{ status: number; url?: string; w480?: string }> {
  const png = await sharp({
    create: { width: 1000, height: 500, channels: 3, background: { r: 200, g: 60, b: 30 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `cluster-${Date.now()}.png`);
  form.append('_payload', JSON.stringify({ alt: 'A red test frame' }));
  const answer = await fetch(`${instance}/api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  });
  const { doc } = (await answer.json().catch(() => ({}))) as {
    doc?: { url?: string; sizes?: { w480?: { url?: string } } };
  };
  return { status: answer.status, url: doc?.url, w480: doc?.sizes?.w480?.url };
}

/**
 * With S3_BUCKET, an image uploaded through one instance is served by every instance: its address is asked
 * of the balancer once per instance (round-robin), and each answer must be the same image.
 */
export async function checkMediaOnEveryInstance(
  check: Check,
  {
    instance,
    balancer,
    instances,
    token,
  }: { instance: string; balancer: string; instances: number; token: string },
): Promise<void> {
  const uploaded = await upload(instance, token);
  const answers: Answer[] = [];
  for (const address of [uploaded.url, uploaded.w480]) {
    for (let turn = 0; turn < instances && address; turn += 1) {
      const answer = await fetch(`${balancer}${address}`);
      const bytes = Buffer.from(await answer.arrayBuffer());
      answers.push({
        address,
        status: answer.status,
        type: answer.headers.get('content-type'),
        upstream: answer.headers.get('x-upstream'),
        bytes: bytes.toString('base64'),
      });
    }
  }
  const upstreams = new Set(answers.map((answer) => answer.upstream));
  const sameImage = (address?: string) =>
    new Set(answers.filter((answer) => answer.address === address).map((answer) => answer.bytes)).size === 1;
  check(
    'an image uploaded through one instance, and its sizes, are served by every instance from the bucket',
    uploaded.status === 201 &&
      answers.length === 2 * instances &&
      upstreams.size === instances &&
      answers.every((answer) => answer.status === 200 && answer.type === 'image/webp') &&
      sameImage(uploaded.url) &&
      sameImage(uploaded.w480),
    `upload ${uploaded.status} ${uploaded.url}; ${answers.map((a) => `${a.upstream} ${a.status} ${a.type}`).join(', ')}`,
  );
}
