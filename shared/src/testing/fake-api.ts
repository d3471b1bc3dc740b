import { setApiClient } from '../index';
import { createApiClient } from '../http/create-api-client';

type Adapter = NonNullable<Parameters<typeof createApiClient>[0]['adapter']>;
type Config = Parameters<Adapter>[0];

export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  authorization: string | null;
  guestToken: string | null;
  idempotencyKey: string | null;
}

/** A route answers with envelope data, or with `{ status: 404 }` etc. to fail — at once, or as a promise. */
export type FakeRoute = (call: FakeCall) => unknown | { __status: number; message?: string };

/** An error answer; `data` is the envelope's data (what the API says beside the message, e.g. age_required). */
export function fail(status: number, message = 'Lỗi', data: unknown = null): { __status: number; message: string; data: unknown } {
  return { __status: status, message, data };
}

/**
 * Installs the shared API client with an in-memory adapter: the real client code (envelope
 * unwrapping, ApiError) runs; only the network is replaced. Returns the calls made.
 */
export function installFakeApi(routes: Record<string, FakeRoute>): FakeCall[] {
  const calls: FakeCall[] = [];
  const adapter: Adapter = async (config: Config) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: String(config.headers?.Authorization ?? '') || null,
      guestToken: String(config.headers?.['X-Guest-Token'] ?? '') || null,
      idempotencyKey: String(config.headers?.['Idempotency-Key'] ?? '') || null,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    // a route may answer later (a promise the test settles): the order answers arrive in is the test's to choose
    const result = route ? await route(call) : fail(404, `no fake route for ${call.method} ${call.url}`);
    const failed = typeof result === 'object' && result !== null && '__status' in result;
    const status = failed ? (result as { __status: number }).__status : 200;
    const data = failed
      ? { status: false, data: (result as { data?: unknown }).data ?? null, message: (result as { message?: string }).message ?? '' }
      : { status: true, data: result, message: '' };
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        response,
        config,
        code: 'ERR_BAD_RESPONSE',
        toJSON: () => ({}),
      });
      throw error;
    }
    return response as never;
  };
  setApiClient(createApiClient({ baseURL: '', adapter, currentPath: () => '/' }));
  return calls;
}
