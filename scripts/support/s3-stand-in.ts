import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface S3StandIn {
  /** The S3_* variables that point the shop at the stand-in's bucket. */
  env: {
    S3_BUCKET: string;
    S3_REGION: string;
    S3_ENDPOINT: string;
    S3_FORCE_PATH_STYLE: '1';
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
  };
  /** Stops the server and removes its directory; later calls do nothing. */
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (ADR 0020) on a free loopback port in this process, with one empty bucket, its
 * objects in a temporary directory. It takes requests signed with s3rver's fixed key `S3RVER`.
 */
export async function startS3StandIn(bucket = 'shop-media'): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  let stopped: Promise<void> | undefined;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop() {
      stopped ??= (async () => {
        // keep-alive connections of the SDK would hold close() open
        server.httpServer?.closeAllConnections();
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
