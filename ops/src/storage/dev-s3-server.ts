import fs from 'node:fs';

/**
 * An S3-compatible server from npm (@20minutes/s3rver: path-style, SigV4-checked, files on disk) for
 * CI's production topology and the ops tests — MinIO is not installable from the registries this
 * project builds from; docker-compose runs MinIO. It stands in for the object API ops and the SSR
 * mirror use (PUT/GET/HEAD objects, buckets), not for bucket policies.
 */
export interface DevS3Server {
  endpoint: string;
  close: () => Promise<void>;
}

interface S3rverInstance {
  run: () => Promise<{ address: string; port: number }>;
  close: () => Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export const DEV_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startDevS3Server(options: {
  directory: string;
  bucket: string | string[];
  port?: number;
  address?: string;
}): Promise<DevS3Server> {
  const S3rver = require('@20minutes/s3rver') as S3rverClass;
  fs.mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: options.address ?? '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    // path-style only: a proxy's Host header (nginx's upstream name) must not be taken for a bucket
    vhostBuckets: false,
    directory: options.directory,
    configureBuckets: ([] as string[]).concat(options.bucket).map((name) => ({ name })),
  });
  const { address, port } = await server.run();
  return { endpoint: `http://${address}:${port}`, close: () => server.close() };
}
