import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3';
import type { Plugin } from 'payload';
import type { MediaBucket } from '@/platform/config/media-bucket';

/**
 * Where the `media` collection keeps its uploads and their sizes: with a bucket, there through Payload's S3
 * adapter, still served by the shop at `/api/media/file/…` (ADR 0020); without, MEDIA_DIR (the collection's
 * own `staticDir`). The adapter's fields are in the schema either way, so both share one set of migrations.
 */
export function mediaStoragePlugin(bucket: MediaBucket | undefined): Plugin {
  return s3Storage({
    // an empty prefix: keys are the file names, and the adapter's `prefix` field exists when enabled too
    collections: { media: { prefix: '' } },
    alwaysInsertFields: true,
    ...(bucket ? s3Settings(bucket) : { enabled: false, bucket: '', config: {} }),
  });
}

function s3Settings(bucket: MediaBucket): Pick<S3StorageOptions, 'bucket' | 'config'> {
  return {
    bucket: bucket.bucket,
    config: {
      region: bucket.region,
      endpoint: bucket.endpoint,
      forcePathStyle: bucket.forcePathStyle,
      credentials: bucket.credentials,
      // checksums only where S3 requires them: not every S3-compatible store takes the SDK's default ones
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  };
}
