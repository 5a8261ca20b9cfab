import { ConfigurationError } from '../errors/configuration-error';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2) that holds the uploaded images instead of MEDIA_DIR. */
export interface MediaBucket {
  bucket: string;
  region: string;
  /** unset: AWS S3 itself */
  endpoint?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO, most stand-ins) */
  forcePathStyle: boolean;
  /** unset: the AWS SDK's default chain (instance role, AWS_* variables, …) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export interface MediaBucketEnv {
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE?: '0' | '1';
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

/**
 * S3_BUCKET with S3_REGION selects the bucket; none of the S3_* variables, MEDIA_DIR. A half-set bucket
 * stops the start: instances would otherwise write their uploads to their own disks unnoticed.
 */
export function mediaBucketOf(env: MediaBucketEnv): MediaBucket | undefined {
  const named = S3_VARIABLES.filter((name) => env[name] !== undefined);
  if (named.length === 0) return undefined;
  if (!env.S3_BUCKET) {
    throw new ConfigurationError(
      `${named.join(', ')} set without S3_BUCKET: set S3_BUCKET (with S3_REGION) to keep uploads in a bucket, or unset them to keep them in MEDIA_DIR`,
    );
  }
  if (!env.S3_REGION) {
    throw new ConfigurationError(
      'S3_BUCKET needs S3_REGION (e.g. eu-central-1 on AWS, auto on Cloudflare R2, us-east-1 on MinIO)',
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigurationError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default credentials',
    );
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
