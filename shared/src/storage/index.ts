/**
 * Server-side helpers for S3-compatible storage shared by the API (uploads) and ops (deploys)
 * (`@edu/shared/storage`; nothing here is for browsers and nothing imports the AWS SDK).
 */

/**
 * AWS SDK v3 middleware (build step): bucket-level calls are signed over "/bucket/", some compatible
 * servers (s3rver) verify "/bucket"; both accept the path without the slash, so send that.
 *   client.middlewareStack.add(bucketPathWithoutSlash, BUCKET_PATH_WITHOUT_SLASH);
 */
export function bucketPathWithoutSlash<A extends { request: unknown }, R>(next: (args: A) => Promise<R>) {
  return (args: A): Promise<R> => {
    const request = args.request as { path?: string };
    if (typeof request.path === 'string' && /^\/[^/]+\/$/.test(request.path)) request.path = request.path.slice(0, -1);
    return next(args);
  };
}

export const BUCKET_PATH_WITHOUT_SLASH = { step: 'build', name: 'bucketPathWithoutSlash' } as const;

/** Where and as whom a client reaches an S3-compatible bucket (the API's uploads, ops's deploys). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
}

/**
 * The S3Client options the API and ops both use (`endpoint` defaults to the config's; the API also
 * signs for the site's origin): path-style addressing, plain bodies with a Content-Length (every
 * S3-compatible server stores them as sent), two attempts.
 *   const client = new S3Client(s3ClientOptions(config));
 *   client.middlewareStack.add(bucketPathWithoutSlash, BUCKET_PATH_WITHOUT_SLASH);
 */
export function s3ClientOptions(config: S3Config, endpoint: string = config.endpoint) {
  return {
    endpoint,
    region: config.region ?? 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
    maxAttempts: 2,
  };
}
