import { logError } from '@edu/shared/core';
import { algorithmOf, sriOf } from './asset-integrity';

/**
 * The shell refuses remote code whose bytes differ from what ops recorded at publish:
 *  - remoteEntry.js carries the registry's SRI hash, so the browser does not run a tampered entry;
 *  - the version's mf-manifest.json is hashed before the federation runtime reads it, and the files it
 *    fetches for an expose carry the hashes the manifest lists (./asset-integrity.ts);
 *  - every later chunk carries the SRI the same checked manifest lists: the entry's chunk loader asks the
 *    page for it (ops/webpack/chunk-integrity.cjs, ./asset-integrity.ts), and its refusals arrive as a DOM event.
 * Each refusal fails the load (the remote's retry card) and is reported tagged remote@version.
 */

/** Dispatched on window by a remote's chunk loader when a chunk with an integrity hash fails (same name in ops/webpack/chunk-integrity.cjs). */
export const SUBRESOURCE_REFUSED_EVENT = 'edu:subresource-refused';

export class IntegrityError extends Error {
  constructor(readonly url: string) {
    super(`${url} was refused: its bytes differ from what was published`);
    this.name = 'IntegrityError';
  }
}

export function scriptWithIntegrity(url: string, integrity: string, onRefused: (url: string) => void): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = url;
  return withIntegrity(script, url, integrity, onRefused);
}

export function linkWithIntegrity(url: string, attrs: Record<string, string>, integrity: string, onRefused: (url: string) => void): HTMLLinkElement {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
  link.href = url;
  return withIntegrity(link, url, integrity, onRefused);
}

function withIntegrity<T extends HTMLScriptElement | HTMLLinkElement>(
  element: T,
  url: string,
  integrity: string,
  onRefused: (url: string) => void,
): T {
  element.integrity = integrity;
  element.crossOrigin = 'anonymous';
  element.addEventListener('error', () => void confirmMismatch(url, integrity).then((bad) => bad && onRefused(url)));
  return element;
}

/** An error event does not say why; re-hash the file to tell tampering from a plain 404 or network error. */
export async function confirmMismatch(url: string, integrity: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(url, { cache: 'no-store' });
    if (!res.ok) return false;
    return (await sriOf(await res.arrayBuffer(), algorithmOf(integrity))) !== integrity;
  } catch {
    return false;
  }
}

/** The manifest's answer, if its bytes are the published ones; otherwise an IntegrityError. */
export async function verifiedResponse(res: Response, url: string, integrity: string): Promise<Response> {
  if (!res.ok) return res;
  const bytes = await res.arrayBuffer();
  if ((await sriOf(bytes, algorithmOf(integrity))) !== integrity) throw new IntegrityError(url);
  return new Response(bytes, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/** `/remotes/mf_content/1.0.0-abc/113.js` → the remote and version it belongs to. */
export function assetVersion(url: string): { remote: string; version: string } | null {
  const match = /\/remotes\/([a-z][a-z0-9_]*)\/([0-9A-Za-z.+-]+)\/[^/]+$/.exec(new URL(url, 'http://x').pathname);
  return match ? { remote: match[1]!, version: match[2]! } : null;
}

/** Files already reported by this page: the runtime's preload and the chunk loader may both refuse one file. */
const reported = new Set<string>();

/** Reports a refused file once per page, tagged with the remote version it belongs to. */
export function reportIntegrityFailure(remote: string, version: string | undefined, url: string): void {
  if (reported.has(url)) return;
  reported.add(url);
  logError(new IntegrityError(url), { kind: 'integrity', remote, version, url, route: location.pathname });
}

/** Reports the chunks a remote's loader refused, after confirming the bytes really differ. */
export function watchRefusedChunks(target: Window = window): () => void {
  const onRefused = (event: Event) => {
    const { url, integrity } = (event as CustomEvent<{ url?: string; integrity?: string }>).detail ?? {};
    const owner = url ? assetVersion(url) : null;
    if (!url || !integrity || !owner || reported.has(url)) return;
    void confirmMismatch(url, integrity).then((bad) => bad && reportIntegrityFailure(owner.remote, owner.version, url));
  };
  target.addEventListener(SUBRESOURCE_REFUSED_EVENT, onRefused);
  return () => target.removeEventListener(SUBRESOURCE_REFUSED_EVENT, onRefused);
}
