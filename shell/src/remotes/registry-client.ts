import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  chooseRemoteVersion,
  DEV_OVERRIDE_VERSION,
  devEntryUrl,
  overrideRef,
  type DevOverride,
  type PublicRegistry,
  type RemoteVersionRef,
} from '@edu/shared/core';
import { getCanaryBucket } from './bucket';
import { fetchWithRetry } from './fetch-with-retry';
import { currentOverrides } from './qa-override';
import { readDevOverride } from '../dev/read-dev-override';
import { logError } from '@edu/shared/core';

/**
 * Owns the registry the browser runs against: read once at boot (inline or fetched), used to
 * register remotes, and polled so a changed live version reloads the page on the next navigation.
 */
const EMPTY: PublicRegistry = { schema: 1, updatedAt: '', remotes: {} };

let current: PublicRegistry = EMPTY;
let bootVersions: Record<string, string> = {};
let changedSinceBoot = false;
let overrides: Record<string, string> = {};
/** A squad's dev server in place of one remote, in this browser only (`pnpm dev`; ../dev). */
let dev: DevOverride | null = null;
/** Versions the server rendered this page with: the browser hydrates exactly those. */
let serverPins: Record<string, string> = {};

/** The version this browser uses: its dev server, else an allowed QA pin, else canary for its bucket, else live. */
function pick(registry: PublicRegistry, name: string, pins: Record<string, string> = {}): RemoteVersionRef | null {
  if (dev?.remote === name) return { version: DEV_OVERRIDE_VERSION, entry: devEntryUrl(dev) };
  const remote = registry.remotes[name];
  return overrideRef(name, remote, overrides[name]) ?? overrideRef(name, remote, pins[name]) ?? chooseRemoteVersion(name, remote, getCanaryBucket());
}

function versionsOf(registry: PublicRegistry, pins: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(registry.remotes)) {
    const ref = pick(registry, name, pins);
    if (ref) out[name] = ref.version;
  }
  return out;
}

function readInlineRegistry(): PublicRegistry | null {
  const text = document.getElementById('mf-registry')?.textContent?.trim();
  if (!text || text.startsWith('<!--')) return null;
  try {
    return JSON.parse(text) as PublicRegistry;
  } catch {
    return null;
  }
}

export async function fetchRegistry(): Promise<PublicRegistry> {
  const res = await fetchWithRetry(`/registry.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`registry answered ${res.status}`);
  return (await res.json()) as PublicRegistry;
}

export function versionFor(remote: string): RemoteVersionRef | null {
  return pick(current, remote, serverPins);
}

function register(names: string[], force: boolean): void {
  const remotes = names.flatMap((name) => {
    const ref = versionFor(name);
    return ref ? [{ name, entry: ref.entry, version: ref.version }] : [];
  });
  if (remotes.length) registerRemotes(remotes, { force });
}

/**
 * Boot step: never throws; with no registry every remote page shows its retry card.
 * `pins`: the versions a server render used (only honoured when the registry lists them as published).
 */
export async function initRegistry(pins: Record<string, string> = {}, preview?: { remote: string; version: string }): Promise<void> {
  try {
    current = readInlineRegistry() ?? (await fetchRegistry());
  } catch (err) {
    logError(err, { kind: 'registry', detail: 'registry unavailable' });
  }
  // a preview link the server checked is kept like a QA pin (only a published version is ever honoured)
  overrides = { ...currentOverrides(), ...(preview ? { [preview.remote]: preview.version } : {}) };
  dev = readDevOverride();
  serverPins = pins;
  bootVersions = versionsOf(current, serverPins);
  register(Object.keys(current.remotes), false);
}

/** Retry button: fetch the registry again and re-register one remote, dropping its cached failure. */
export async function refreshRemote(remote: string): Promise<void> {
  try {
    current = await fetchRegistry();
  } catch (err) {
    logError(err, { kind: 'registry', detail: 'registry refresh failed' });
  }
  delete serverPins[remote];
  register([remote], true);
}

export function getRegistrySnapshot(): PublicRegistry {
  return current;
}

/** True once a poll saw a live version differ from the one this tab booted with. */
export function registryChanged(): boolean {
  return changedSinceBoot;
}

/** The remotes this page shows right now, and the version each was mounted with (RemotePage's frame). */
function mountedVersions(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const el of document.querySelectorAll<HTMLElement>('[data-remote][data-remote-version]')) {
    out[el.dataset.remote!] = el.dataset.remoteVersion!;
  }
  return out;
}

const FOLLOWED_KEY = 'edu:followed-registry';
/** Reloads per target version: the first at once, then after 0.5 s and 1 s. */
const MAX_FOLLOWS = 3;
const RETRY_MS = 500;
let retryPending = false;

/** How many times this tab already reloaded towards `target` (0 for another target, or none). */
function followsOf(target: string): number {
  try {
    const seen = JSON.parse(sessionStorage.getItem(FOLLOWED_KEY) ?? 'null') as { target?: string; tries?: number } | null;
    return seen?.target === target && typeof seen.tries === 'number' ? seen.tries : 0;
  } catch {
    return 0; // nothing stored, or an older tab's format
  }
}

/**
 * A remote this page shows was rolled back or promoted: Module Federation cannot swap a container it
 * has loaded, so the page reloads onto the new version (scroll and the drafts pages keep come back).
 * A reload can land on a page rendered a moment before the change reached that server, so the tab tries
 * again, later each time, up to MAX_FOLLOWS per target version: a registry that flaps never makes it loop.
 */
export function followRegistry(
  versions: Record<string, string>,
  mounted = mountedVersions(),
  reload = () => location.reload(),
  later: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
): boolean {
  const stale = Object.entries(mounted).filter(([name, v]) => versions[name] !== undefined && versions[name] !== v);
  if (!stale.length) return false;
  if (retryPending) return true;
  const target = stale
    .map(([name]) => `${name}@${versions[name]}`)
    .sort()
    .join(',');
  const tries = followsOf(target);
  if (tries >= MAX_FOLLOWS) return false;
  try {
    sessionStorage.setItem(FOLLOWED_KEY, JSON.stringify({ target, tries: tries + 1 }));
  } catch {
    // no storage: follow anyway (the count is only a loop guard)
  }
  if (tries === 0) {
    reload();
  } else {
    retryPending = true;
    later(reload, RETRY_MS * 2 ** (tries - 1));
  }
  return true;
}

/**
 * Keeps the tab on the registry: the edge sends what it renders with (Server-Sent Events on
 * /registry/events: a `view` when the tab connects and after each change) and a poll every `intervalMs`
 * is the fallback. A change to a remote on screen reloads the page onto the new version; any other change
 * makes the next navigation a full page load.
 */
export function startRegistryPolling(intervalMs = 60_000): () => void {
  const follow = (next: PublicRegistry) => {
    const versions = versionsOf(next);
    changedSinceBoot = Object.entries(versions).some(([name, v]) => bootVersions[name] !== undefined && bootVersions[name] !== v);
    followRegistry(versions);
  };
  const poll = async () => {
    try {
      follow(await fetchRegistry());
    } catch {
      // A failed poll changes nothing; the next one tries again.
    }
  };
  const timer = setInterval(poll, intervalMs);
  const onVisible = () => document.visibilityState === 'visible' && void poll();
  document.addEventListener('visibilitychange', onVisible);
  const events = typeof EventSource === 'function' ? new EventSource('/registry/events') : null;
  events?.addEventListener('view', (event) => {
    try {
      follow(JSON.parse((event as MessageEvent<string>).data) as PublicRegistry);
    } catch {
      // not a registry: the poll stays
    }
  });
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    events?.close();
  };
}
