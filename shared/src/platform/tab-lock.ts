/**
 * Runs `task` while no other tab of this site runs a task under the same name: the Web Locks API
 * where the browser has it (every current browser), else a lease in localStorage. Used so that one
 * tab refreshes the session while the others wait and then adopt its tokens.
 */
export async function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (locks?.request) return locks.request(`edu:${name}`, task) as Promise<T>;
  return withStorageLease(name, task);
}

/** How long a lease holds if its tab dies without releasing it, and how long a tab waits for one. */
const LEASE_MS = 10_000;
const POLL_MS = 50;

interface Lease {
  owner: string;
  until: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readLease(key: string): Lease | null {
  try {
    const lease = JSON.parse(localStorage.getItem(key) ?? 'null') as Lease | null;
    return lease && typeof lease.owner === 'string' && typeof lease.until === 'number' ? lease : null;
  } catch {
    return null;
  }
}

/**
 * The fallback: write a lease when none is held (or it ran out), then read it back after a beat —
 * of two tabs writing at once, the later write wins and the other sees it and waits. Storage that
 * cannot be used (private mode, no window) runs the task at once: a second refresh is then possible,
 * and the API's grace window answers it.
 */
async function withStorageLease<T>(name: string, task: () => Promise<T>): Promise<T> {
  const key = `edu-lock:${name}`;
  const owner = `${Date.now()}-${Math.random()}`;
  const giveUpAt = Date.now() + LEASE_MS;
  let held = false;
  try {
    while (!held && Date.now() < giveUpAt) {
      const lease = readLease(key);
      if (!lease || lease.until < Date.now()) {
        localStorage.setItem(key, JSON.stringify({ owner, until: Date.now() + LEASE_MS } satisfies Lease));
        await sleep(POLL_MS);
        held = readLease(key)?.owner === owner;
      } else {
        await sleep(POLL_MS);
      }
    }
  } catch {
    // no usable storage: run without the lease
  }
  try {
    return await task();
  } finally {
    try {
      if (readLease(key)?.owner === owner) localStorage.removeItem(key);
    } catch {
      // nothing to release
    }
  }
}
