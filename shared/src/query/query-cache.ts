/**
 * The page's queries, kept by TanStack Query: one `QueryClient` for the browser page, one per server
 * render. Keys are namespaced by remote ('catalogue', 'content', …) so they never collide although the
 * module is one shared singleton; they hash as plain JSON, which is how the embedded snapshot names them.
 *
 * On the server the render waits (React's `use`) for each query it meets, so the finished HTML holds
 * the data, and `dehydrate()` embeds exactly those answers (or errors) for the browser to start from.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/api-error';

export type QueryKey = readonly unknown[];

/** An error as it crosses from the server's render into the browser's first render. */
export interface SerializedQueryError {
  status: number;
  message: string;
  code?: string;
}

/** The embedded form: hash → data, or hash → error. */
export type DehydratedQueries = Record<string, { data: unknown } | { error: SerializedQueryError }>;

export function hashKey(namespace: string, key: QueryKey): string {
  return JSON.stringify([namespace, ...key]);
}

function serializeError(error: unknown): SerializedQueryError {
  if (error instanceof ApiError) return { status: error.status, message: error.message, code: error.code };
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;
  const message = error instanceof Error ? error.message : 'Đã có lỗi xảy ra, vui lòng thử lại.';
  return { status, message };
}

export class QueryCache {
  readonly client: QueryClient;
  /** Server renders: a query not answered yet suspends the render until it is (success or error). */
  readonly suspense: boolean;
  /** Hashes seeded by a server render (asked without the visitor's identity) and not asked again here since. */
  readonly fromServer = new Set<string>();
  /** Server renders: the one promise per key React's `use` is given while it is pending. */
  private readonly loads = new Map<string, Promise<void>>();

  constructor(options: { suspense?: boolean } = {}) {
    this.suspense = options.suspense ?? false;
    this.client = new QueryClient({
      defaultOptions: {
        // What the hand-made cache did: no retries, no refetch on focus or reconnect.
        queries: {
          queryKeyHashFn: (key) => JSON.stringify(key),
          retry: false,
          refetchOnWindowFocus: false,
          refetchOnReconnect: false,
          gcTime: this.suspense ? Infinity : 30 * 60_000,
        },
      },
    });
  }

  /** Answered (data or error): a server render shows it without waiting. */
  answered(key: QueryKey): boolean {
    const state = this.client.getQueryState(key);
    return state !== undefined && state.status !== 'pending';
  }

  /** For server renders: one promise per key that resolves (never rejects) once the answer or the error is stored. */
  load<T>(key: QueryKey, fetcher: (signal: AbortSignal) => Promise<T>): Promise<void> {
    const hash = JSON.stringify(key);
    let pending = this.loads.get(hash);
    if (!pending) {
      pending = this.client.fetchQuery({ queryKey: key, queryFn: ({ signal }) => fetcher(signal) }).then(
        () => undefined,
        () => undefined,
      );
      this.loads.set(hash, pending);
    }
    return pending;
  }

  /**
   * Mounted queries under `namespace` + `prefix` ask again (e.g. ['course', slug] after a vote); the others
   * are forgotten, so a later mount starts from a fresh request.
   */
  invalidate(namespace: string, prefix: QueryKey = []): void {
    const queryKey = [namespace, ...prefix];
    this.client.removeQueries({ queryKey, type: 'inactive' });
    void this.client.invalidateQueries({ queryKey });
  }

  /** Forgets everything (sign-out: one learner's data must never show to the next). */
  clear(): void {
    this.client.clear();
    this.fromServer.clear();
  }

  /** What the server's render used, for the browser to start from (JSON-safe; errors reduced to status + message + code). */
  dehydrate(): DehydratedQueries {
    const out: DehydratedQueries = {};
    for (const { queryHash, state } of this.client.getQueryCache().getAll()) {
      if (state.status === 'success') out[queryHash] = { data: state.data };
      else if (state.status === 'error') out[queryHash] = { error: serializeError(state.error) };
    }
    return out;
  }

  /** Seeds the page with a server render's answers, as fresh as if fetched now. */
  hydrate(snapshot: DehydratedQueries, nowMs: number = Date.now()): void {
    for (const [hash, value] of Object.entries(snapshot)) {
      const queryKey = JSON.parse(hash) as unknown[];
      if ('error' in value) {
        const query = this.client.getQueryCache().build(this.client, { queryKey, queryHash: hash });
        const error = new ApiError(value.error.status, value.error.message, value.error.code);
        query.setState({ status: 'error', error, errorUpdatedAt: nowMs, fetchStatus: 'idle' });
      } else {
        this.client.setQueryData(queryKey, value.data, { updatedAt: nowMs });
      }
      this.fromServer.add(hash);
    }
  }
}

declare global {
  var __EDU_QUERY_CACHE__: QueryCache | undefined;
}

/** The browser page's one client. Like the bus it lives on globalThis, so every copy of `shared` meets it. */
export function browserQueryCache(): QueryCache {
  return (globalThis.__EDU_QUERY_CACHE__ ??= new QueryCache());
}
