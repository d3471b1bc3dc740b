import { GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { BUCKET_PATH_WITHOUT_SLASH, bucketPathWithoutSlash, s3ClientOptions, type S3Config } from '@edu/shared/storage';

/**
 * Uploads in object storage (UPLOADS_BUCKET with S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY;
 * S3_REGION optional): every API replica presigns PUTs into the same bucket and reads the files back,
 * so nothing a learner uploads is on one replica's disk. The browser PUTs to the site's own origin
 * (`<site>/<bucket>/<key>`), which the edge passes to the storage with its Host kept, so the signature
 * — made for that origin — holds and no cross-origin request is needed. Without UPLOADS_BUCKET uploads
 * stay in DATA_DIR (`pnpm start`).
 */
export type UploadBucketConfig = S3Config;

export function uploadBucketFrom(env: NodeJS.ProcessEnv): UploadBucketConfig | undefined {
  if (!env.UPLOADS_BUCKET) return undefined;
  const { S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('UPLOADS_BUCKET is set: S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too');
  }
  return {
    endpoint: S3_ENDPOINT,
    bucket: env.UPLOADS_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION,
  };
}

const status = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

function s3Client(config: UploadBucketConfig, endpoint: string): S3Client {
  const client = new S3Client(s3ClientOptions(config, endpoint));
  client.middlewareStack.add(bucketPathWithoutSlash, BUCKET_PATH_WITHOUT_SLASH);
  return client;
}

export class UploadBucket {
  private readonly client: S3Client;
  /** Signs for the site's origin: what the browser sends to (the edge passes it on). */
  private readonly signer: S3Client;

  constructor(
    private readonly config: UploadBucketConfig,
    siteOrigin: string,
  ) {
    this.client = s3Client(config, config.endpoint);
    this.signer = s3Client(config, siteOrigin);
  }

  /**
   * A PUT URL valid for `seconds`, for exactly these bytes: the type, the length and the public-read ACL
   * SPEC asks for are signed, so a different type or size is refused by the storage itself (403).
   */
  presignPut(key: string, contentType: string, size: number, seconds: number): Promise<string> {
    return getSignedUrl(
      this.signer,
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, ContentType: contentType, ContentLength: size, ACL: 'public-read' }),
      { expiresIn: seconds, signableHeaders: new Set(['content-type', 'content-length', 'x-amz-acl']), unhoistableHeaders: new Set(['x-amz-acl']) },
    );
  }

  /** The bucket answers (for /ready). */
  async reachable(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }), { abortSignal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      return false;
    }
  }

  async head(key: string): Promise<{ size: number; contentType: string } | null> {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: r.ContentLength ?? 0, contentType: (r.ContentType ?? '').split(';')[0]!.trim().toLowerCase() };
    } catch (error) {
      if (status(error) === 404) return null;
      throw error;
    }
  }

  /** The object's bytes (or its first `length` bytes). */
  async read(key: string, length?: number): Promise<Buffer | null> {
    try {
      const r = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key, ...(length ? { Range: `bytes=0-${length - 1}` } : {}) }),
      );
      return Buffer.from(await r.Body!.transformToByteArray());
    } catch (error) {
      if (status(error) === 404 || status(error) === 416) return null;
      throw error;
    }
  }
}
