/** The part of @20minutes/s3rver (a maintained fork of s3rver, shipped without type declarations) used here. */
declare module '@20minutes/s3rver' {
  import type { Server } from 'node:http';

  export default class S3rver {
    constructor(options: {
      address: string;
      port: number;
      silent: boolean;
      directory: string;
      configureBuckets: { name: string; configs: Buffer[] }[];
    });
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
    httpServer?: Server;
  }
}
