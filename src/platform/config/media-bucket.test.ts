import { describe, expect, it } from 'vitest';
import { parseServerConfig } from './server-config';

const minio = {
  S3_BUCKET: 'shop-media',
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_FORCE_PATH_STYLE: '1',
  S3_ACCESS_KEY_ID: 'shop',
  S3_SECRET_ACCESS_KEY: 'secret',
};

const minioWithout = (name: keyof typeof minio) => ({ ...minio, [name]: undefined });

describe('media storage from the environment', () => {
  it('keeps uploads in MEDIA_DIR when no S3 variable is set', () => {
    const config = parseServerConfig({ MEDIA_DIR: '/srv/media' });
    expect(config.mediaBucket).toBeUndefined();
    expect(config.mediaDir).toBe('/srv/media');
  });

  it('selects the bucket with its endpoint, path style and keys', () => {
    expect(parseServerConfig(minio).mediaBucket).toEqual({
      bucket: 'shop-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'shop', secretAccessKey: 'secret' },
    });
  });

  it('leaves AWS S3 its own endpoint, virtual-host addresses and default credentials', () => {
    expect(parseServerConfig({ S3_BUCKET: 'shop-media', S3_REGION: 'eu-central-1' }).mediaBucket).toEqual({
      bucket: 'shop-media',
      region: 'eu-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('treats empty S3 variables as unset', () => {
    expect(parseServerConfig({ S3_BUCKET: '', S3_REGION: ' ' }).mediaBucket).toBeUndefined();
  });

  it('refuses S3 settings without a bucket, naming them', () => {
    expect(() => parseServerConfig(minioWithout('S3_BUCKET'))).toThrow(
      'S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET',
    );
  });

  it('refuses a bucket without a region', () => {
    expect(() => parseServerConfig({ S3_BUCKET: 'shop-media' })).toThrow('S3_BUCKET needs S3_REGION');
  });

  it('refuses a key without its secret', () => {
    expect(() => parseServerConfig(minioWithout('S3_SECRET_ACCESS_KEY'))).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  });

  it('refuses a malformed endpoint or path-style flag', () => {
    expect(() => parseServerConfig({ ...minio, S3_ENDPOINT: '127.0.0.1 port 9000' })).toThrow(
      'S3_ENDPOINT must be a URL',
    );
    expect(() => parseServerConfig({ ...minio, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be 1 or 0',
    );
  });
});
