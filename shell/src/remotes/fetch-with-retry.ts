/**
 * Retries network errors and 5xx with exponential backoff; 4xx answers come back at once
 * (a 404 manifest will not appear by asking again).
 */
export interface RetryOptions {
  retries: number;
  baseDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 3, baseDelayMs: 300 };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  url: string,
  init: RequestInit | undefined,
  options: RetryOptions = DEFAULT_RETRY,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= options.retries;
    try {
      const res = await fetchImpl(url, init);
      if (res.status < 500 || last) return res;
    } catch (err) {
      if (last) throw err;
    }
    await sleep(options.baseDelayMs * 3 ** attempt);
  }
}
