import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Res<T = any> {
  statusCode: number;
  body: { status: boolean; data: T; message: string };
  headers: Record<string, string | string[] | number | undefined>;
  cookies: Array<{ name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string }>;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number>;
  cookies?: Record<string, string>;
  /** Raw payload (string / Buffer) instead of JSON. */
  raw?: string | Buffer;
}

/** app.inject with JSON in, envelope out. */
export function client(app: FastifyInstance) {
  return async function call<T = any>(method: string, url: string, body?: unknown, opts: CallOptions = {}): Promise<Res<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const inject: InjectOptions = { method: method as InjectOptions['method'], url, headers, query: opts.query as never, cookies: opts.cookies };
    if (opts.raw !== undefined) inject.payload = opts.raw;
    else if (body !== undefined) inject.payload = body as never;
    const res = await app.inject(inject);
    let parsed: Res['body'];
    try {
      parsed = res.json();
    } catch {
      parsed = { status: false, data: res.body, message: '<non-JSON>' };
    }
    return { statusCode: res.statusCode, body: parsed, headers: res.headers, cookies: res.cookies as Res['cookies'] };
  };
}

export type Call = ReturnType<typeof client>;
