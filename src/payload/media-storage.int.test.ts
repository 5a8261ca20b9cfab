import { existsSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '@/platform/locale/locales';
import { startS3StandIn, type S3StandIn } from '../../scripts/support/s3-stand-in';
import { backofficeApi } from './testing/backoffice-api';
import { integrationPayload } from './testing/integration-database';

let standIn: S3StandIn;
let payload: Payload;
let bucket: S3Client;

beforeAll(async () => {
  standIn = await startS3StandIn();
  // before the shop's configuration is first read (integrationPayload)
  Object.assign(process.env, standIn.env);
  payload = await integrationPayload();
  bucket = new S3Client({
    region: standIn.env.S3_REGION,
    endpoint: standIn.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: {
      accessKeyId: standIn.env.S3_ACCESS_KEY_ID,
      secretAccessKey: standIn.env.S3_SECRET_ACCESS_KEY,
    },
  });
}, 60_000);

afterAll(async () => {
  bucket?.destroy();
  await standIn?.stop();
});

async function sizeInBucket(key: string): Promise<number | undefined> {
  const head = await bucket.send(new HeadObjectCommand({ Bucket: standIn.env.S3_BUCKET, Key: key }));
  return head.ContentLength;
}

/** What the shop answers for a media address, through the same REST route as `/api/[...slug]`. */
async function served(address: string): Promise<Response> {
  const [{ REST_GET }, { default: config }] = await Promise.all([
    import('@payloadcms/next/routes'),
    import('@payload-config'),
  ]);
  const slug = address.replace(/^\/api\//, '').split('/');
  return REST_GET(config)(new Request(`http://localhost${address}`), { params: Promise.resolve({ slug }) });
}

const framePicture = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function uploadFrame(name: string) {
  const png = await framePicture();
  return payload.create({
    collection: 'media',
    data: { alt: 'A blue test frame' },
    file: { data: png, mimetype: 'image/png', name, size: png.length },
  });
}

describe('media in an S3 bucket', () => {
  it('puts an upload and each of its sizes into the bucket, none on the local disk', async () => {
    const media = await uploadFrame('blue-frame.png');
    const sizes = [media.sizes?.w480, media.sizes?.w960, media.sizes?.w1600].map((size) => size?.filename);
    expect(sizes).toEqual(['blue-frame-480x240.webp', 'blue-frame-960x480.webp', 'blue-frame-1600x800.webp']);
    for (const key of [media.filename!, ...sizes] as string[]) {
      expect(await sizeInBucket(key), key).toBeGreaterThan(0);
      expect(existsSync(path.resolve(process.env.MEDIA_DIR ?? 'data/media', key)), key).toBe(false);
    }
  });

  it('serves the original and its sizes from the bucket at the shop’s own media addresses', async () => {
    const media = await uploadFrame('green-frame.png');
    expect(media.url).toBe('/api/media/file/green-frame.webp');
    for (const address of [media.url!, media.sizes!.w480!.url!]) {
      const answer = await served(address);
      expect(answer.status, address).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      const key = address.split('/').pop()!;
      const stored = await bucket.send(new GetObjectCommand({ Bucket: standIn.env.S3_BUCKET, Key: key }));
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(
        Buffer.from(await stored.Body!.transformToByteArray()),
      );
    }
  });

  it('takes an upload through the REST API without a language, its alternative text in the default one', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await framePicture())], { type: 'image/png' }),
      'red-frame.png',
    );
    form.append('_payload', JSON.stringify({ alt: 'A red test frame' }));
    const answer = await backofficeApi('POST', 'media', form);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { doc } = (await answer.json()) as { doc: { id: number; filename: string } };
    expect(await sizeInBucket(doc.filename)).toBeGreaterThan(0);
    const stored = await payload.findByID({ collection: 'media', id: doc.id, locale: DEFAULT_LOCALE });
    expect(stored.alt).toBe('A red test frame');
  });

  it('answers 404 for a file the bucket does not hold', async () => {
    expect((await served('/api/media/file/no-such-frame.webp')).status).toBe(404);
  });
});
