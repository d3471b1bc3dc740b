import { fetchWithRetry } from '../src/remotes/fetch-with-retry';

const answer = (status: number) => ({ status, ok: status < 400 }) as Response;
const noSleep = { retries: 3, baseDelayMs: 100, sleep: jest.fn(async () => undefined) };

describe('fetchWithRetry', () => {
  beforeEach(() => noSleep.sleep.mockClear());

  it.each([
    ['answers at once with 200', [200], 200, 1],
    ['does not retry a 404', [404], 404, 1],
    ['retries 503 then succeeds', [503, 200], 200, 2],
    ['retries network errors then succeeds', ['network', 'network', 200], 200, 3],
    ['gives the last 5xx after all retries', [500, 502, 503, 504], 504, 4],
  ] as const)('%s', async (_name, sequence, status, calls) => {
    const queue = [...sequence];
    const fetchImpl = jest.fn(async () => {
      const next = queue.shift();
      if (next === 'network') throw new TypeError('Failed to fetch');
      return answer(next as number);
    });
    const res = await fetchWithRetry('/x', undefined, noSleep, fetchImpl as unknown as typeof fetch);
    expect(res.status).toBe(status);
    expect(fetchImpl).toHaveBeenCalledTimes(calls);
  });

  it('backs off exponentially between attempts', async () => {
    const fetchImpl = jest.fn(async () => answer(503));
    await fetchWithRetry('/x', undefined, noSleep, fetchImpl as unknown as typeof fetch);
    expect(noSleep.sleep.mock.calls.map((c) => (c as unknown[])[0])).toEqual([100, 300, 900]);
  });

  it('throws the network error when every attempt fails', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchWithRetry('/x', undefined, noSleep, fetchImpl as unknown as typeof fetch)).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });
});
