// The part of s3rver 3.7 (a local S3-protocol server, tests only) that the tests use; it ships
// no types.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
