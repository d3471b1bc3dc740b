import { logError } from '@edu/shared';

/**
 * The shell refuses a remote entry whose bytes differ from what ops recorded at publish: the script
 * carries the registry's SRI hash, so the browser does not run a tampered file; the load fails, the
 * retry card shows, and the mismatch is reported.
 */
export function scriptWithIntegrity(url: string, integrity: string, onRefused: (url: string) => void): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = url;
  script.integrity = integrity;
  script.crossOrigin = 'anonymous';
  script.addEventListener('error', () => void confirmMismatch(url, integrity).then((bad) => bad && onRefused(url)));
  return script;
}

/** An error event does not say why; re-hash the file to tell tampering from a plain 404 or network error. */
async function confirmMismatch(url: string, integrity: string): Promise<boolean> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) return false;
    const digest = await crypto.subtle.digest('SHA-384', await res.arrayBuffer());
    const actual = `sha384-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
    return actual !== integrity;
  } catch {
    return false;
  }
}

export function reportIntegrityFailure(remote: string, version: string | undefined, url: string): void {
  logError(new Error(`${url} was refused: its bytes differ from what was published`), { kind: 'integrity', remote, version, url, route: location.pathname });
}
