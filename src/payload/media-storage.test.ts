import type { CollectionConfig, Config } from 'payload';
import { describe, expect, it } from 'vitest';
import { mediaStoragePlugin } from './media-storage';

const bucket = {
  bucket: 'shop-media',
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:9000',
  forcePathStyle: true,
  credentials: { accessKeyId: 'shop', secretAccessKey: 'secret' },
};

async function mediaAfter(plugin: ReturnType<typeof mediaStoragePlugin>) {
  const media: CollectionConfig = { slug: 'media', upload: { staticDir: '/srv/media' }, fields: [] };
  const config = await plugin({ collections: [media] } as Config);
  return config.collections!.find((collection) => collection.slug === 'media')!;
}

const fieldNames = (collection: CollectionConfig) =>
  collection.fields.flatMap((field) => ('name' in field ? [field.name] : []));

describe('media storage plugin', () => {
  it('without a bucket, leaves the uploads in the collection’s staticDir', async () => {
    const media = await mediaAfter(mediaStoragePlugin(undefined));
    expect(media.upload).toEqual({ staticDir: '/srv/media' });
  });

  it('with a bucket, takes the uploads off the local disk and serves them through the shop', async () => {
    const media = await mediaAfter(mediaStoragePlugin(bucket));
    expect(media.upload).toMatchObject({ disableLocalStorage: true });
    // the adapter's handler answers /api/media/file/… from the bucket; no bucket address is handed out
    expect(typeof media.upload === 'object' && media.upload.handlers).toHaveLength(1);
    expect(media.upload).not.toMatchObject({ disablePayloadAccessControl: true });
  });

  it('gives the collection the same fields either way, so one set of migrations serves both', async () => {
    const local = fieldNames(await mediaAfter(mediaStoragePlugin(undefined)));
    expect(local).toEqual(expect.arrayContaining(['prefix', '_objectKey']));
    expect(fieldNames(await mediaAfter(mediaStoragePlugin(bucket)))).toEqual(local);
  });
});
