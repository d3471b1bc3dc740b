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
