/**
 * A standalone S3-compatible server for the production topology without Docker (see
 * storage/dev-s3-server.ts): `tsx ops/src/cli/s3-server.ts` with S3_PORT, S3_DIR, S3_BUCKETS (comma
 * separated; S3_HOST optional). Credentials are s3rver's fixed S3RVER / S3RVER. Stops on SIGTERM.
 */
import { startDevS3Server } from '../storage/dev-s3-server';

const port = Number(process.env.S3_PORT ?? 9000);
const directory = process.env.S3_DIR ?? '/tmp/edu-s3';
const buckets = (process.env.S3_BUCKETS ?? 'edu-deploy')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);

startDevS3Server({ directory, bucket: buckets, port, address: process.env.S3_HOST ?? '127.0.0.1' })
  .then((server) => {
    console.log(`S3-compatible server on ${server.endpoint} (buckets ${buckets.join(', ')}, files in ${directory})`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  })
  .catch((error: Error) => {
    console.error(`✗ S3-compatible server: ${error.message}`);
    process.exit(1);
  });
