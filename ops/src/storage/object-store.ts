import type { S3Client } from '@aws-sdk/client-s3';
import { BUCKET_PATH_WITHOUT_SLASH, bucketPathWithoutSlash, s3ClientOptions, type S3Config } from '@edu/shared/storage';

/**
 * The AWS SDK, loaded when a bucket is first used: it takes ~0.3 s to load, which a CLI verb on the deploy
 * folder (a rollback without S3_BUCKET) must not pay.
 */
const sdk = () => require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');

export interface StoredObject {
  etag: string;
  size: number;
  contentType?: string;
}

export interface PutOptions {
  contentType: string;
  cacheControl: string;
  /** Refuse to replace an object that exists (published files are immutable). */
  ifAbsent?: boolean;
}

/**
 * Where published remote versions and the public registry live when the site runs on more than one
 * machine: an S3-compatible bucket (MinIO in docker-compose, AWS S3 or any compatible service in
 * production, s3rver in CI). Configured by S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY (S3_REGION optional). Without them ops uses the local deploy folder
 * (the embedded default of `pnpm start`).
 */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = env;
  if (!S3_BUCKET) return null;
  if (!S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET is set: S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too');
  }
  return { endpoint: S3_ENDPOINT, bucket: S3_BUCKET, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY, region: S3_REGION };
}

/** An operator-readable reason for a failed storage call: unreachable, refused, or what S3 said. */
export function storageProblem(error: unknown, config: S3Config): string {
  const e = error as { code?: string; cause?: { code?: string }; name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  // the SDK wraps network errors; the code is on the error, its cause, or only in the message
  const code = e.code ?? e.cause?.code ?? /\b(ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET|EAI_AGAIN)\b/.exec(e.message ?? '')?.[1];
  if (code && ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'ECONNRESET', 'EAI_AGAIN'].includes(code)) {
    return `object storage ${config.endpoint} is unreachable (${code}); nothing was changed`;
  }
  if (error instanceof sdk().S3ServiceException) {
    return `object storage ${config.endpoint} refused the request: ${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`;
  }
  return `object storage ${config.endpoint}: ${e.message ?? String(error)}`;
}

export class ObjectStore {
  private readonly client: S3Client;

  constructor(readonly config: S3Config) {
    this.client = new (sdk().S3Client)(s3ClientOptions(config));
    this.client.middlewareStack.add(bucketPathWithoutSlash, BUCKET_PATH_WITHOUT_SLASH);
  }

  /** Creates the bucket when it does not exist (docker-compose and CI start empty). */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new (sdk().HeadBucketCommand)({ Bucket: this.config.bucket }));
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw error;
      await this.client.send(new (sdk().CreateBucketCommand)({ Bucket: this.config.bucket }));
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const r = await this.client.send(new (sdk().HeadObjectCommand)({ Bucket: this.config.bucket, Key: key }));
      return { etag: r.ETag ?? '', size: r.ContentLength ?? 0, contentType: r.ContentType };
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async get(key: string): Promise<{ body: Buffer; etag: string } | null> {
    try {
      const r = await this.client.send(new (sdk().GetObjectCommand)({ Bucket: this.config.bucket, Key: key }));
      return { body: Buffer.from(await r.Body!.transformToByteArray()), etag: r.ETag ?? '' };
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  /** Every key under `prefix` (all pages). */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new (sdk().ListObjectsV2Command)({ Bucket: this.config.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /**
   * Writes an object. With `ifAbsent` it sends If-None-Match: * (S3 and MinIO refuse an overwrite with
   * 412); the caller has already checked the key is absent, so servers that ignore the header are covered
   * for every writer that goes through ops.
   */
  async put(key: string, body: Buffer | string, options: PutOptions): Promise<void> {
    await this.client.send(
      new (sdk().PutObjectCommand)({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
        ...(options.ifAbsent ? { IfNoneMatch: '*' } : {}),
      }),
    );
  }

  destroy(): void {
    this.client.destroy();
  }
}
