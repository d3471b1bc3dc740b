import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface FakeReply {
  status: number;
  data?: unknown;
  /** Milliseconds before the reply arrives. */
  delay?: number;
}

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
  withCredentials: boolean | undefined;
  guestToken: string | undefined;
}

/**
 * An axios adapter backed by a handler, settling like the real adapters (non-2xx → AxiosError with
 * a response). `seen` records every request that reached the "network".
 */
export function fakeServer(handler: (req: SeenRequest) => FakeReply | Promise<FakeReply>) {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const req: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: (headers.get('Authorization') as string | undefined) ?? undefined,
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
      withCredentials: config.withCredentials,
      guestToken: (headers.get('X-Guest-Token') as string | undefined) ?? undefined,
    };
    seen.push(req);
    const reply = await handler(req);
    await new Promise((r) => setTimeout(r, reply.delay ?? 1));
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config, request: {} };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return { adapter, seen };
}

export const ok = <T>(data: T, delay?: number): FakeReply => ({ status: 200, data: { status: true, data, message: '' }, delay });
