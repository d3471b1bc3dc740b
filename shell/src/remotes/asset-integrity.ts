/**
 * The SRI of each file of the remote versions this tab loaded, from their manifests (whose own hash
 * the registry holds). The federation runtime fetches an expose's files itself, in parallel with the
 * entry; these hashes go on the tags it creates, so it cannot run a file the build did not make. A remote
 * entry's own chunk loader asks for them too (`chunkIntegrity`): the entry carries no hash of its own.
 */
/** `sha384-…` / `sha256-…` of some bytes, as an SRI attribute writes it. */
export async function sriOf(bytes: ArrayBuffer, algorithm: 'sha256' | 'sha384'): Promise<string> {
  const digest = await crypto.subtle.digest(algorithm === 'sha256' ? 'SHA-256' : 'SHA-384', bytes);
  return `${algorithm}-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

export const algorithmOf = (integrity: string) => (integrity.startsWith('sha256-') ? 'sha256' : 'sha384');

export type AssetCheck = { integrity: string } | { unlisted: true } | null;

export class AssetIntegrity {
  private readonly byUrl = new Map<string, string>();
  /** Version folders whose manifest listed its files: a file of theirs not in the list is refused. */
  private readonly listedFolders = new Set<string>();
  /** Version folders whose manifest had the bytes the registry recorded: the only hashes a chunk loader takes. */
  private readonly verifiedFolders = new Set<string>();

  /** `verified`: the manifest's bytes were checked against the registry's hash before it was parsed. */
  record(manifestUrl: string, manifest: unknown, verified: boolean): void {
    const integrity = (manifest as { integrity?: unknown } | null)?.integrity;
    if (!integrity || typeof integrity !== 'object') return;
    const base = new URL('.', new URL(manifestUrl, location.href)).href;
    for (const [file, sri] of Object.entries(integrity as Record<string, unknown>)) {
      if (typeof sri === 'string') this.byUrl.set(new URL(file, base).href, sri);
    }
    this.listedFolders.add(base);
    if (verified) this.verifiedFolders.add(base);
  }

  /** What to put on a tag loading `url`: its hash; "unlisted" for a file its version never listed; null when nothing is known. */
  check(url: string): AssetCheck {
    const absolute = new URL(url, location.href);
    const integrity = this.byUrl.get(`${absolute.origin}${absolute.pathname}`);
    if (integrity) return { integrity };
    return this.listedFolders.has(new URL('.', absolute).href) ? { unlisted: true } : null;
  }

  /**
   * What a remote entry's chunk loader puts on a chunk's tag (ops/webpack/chunk-integrity.cjs): the hash a
   * registry-checked manifest lists, else a hash no file has — a chunk nobody vouched for is refused, never
   * run without a check.
   */
  chunkIntegrity(url: string): string {
    const absolute = new URL(url, location.href);
    const integrity = this.byUrl.get(`${absolute.origin}${absolute.pathname}`);
    return integrity && this.verifiedFolders.has(new URL('.', absolute).href) ? integrity : UNLISTED_FILE_SRI;
  }
}

/** A hash no file has: what a file nobody listed is loaded with (so it is refused). */
export const UNLISTED_FILE_SRI = `sha384-${'A'.repeat(64)}`;

/** The global a remote entry's chunk loader calls for each chunk's hash (the same name in ops/webpack/chunk-integrity.cjs). */
export const CHUNK_INTEGRITY_GLOBAL = '_EDU_CHUNK_INTEGRITY';

export const assetIntegrity = new AssetIntegrity();

export type WithChunkIntegrity = { [CHUNK_INTEGRITY_GLOBAL]?: (url: string) => string };

/** Published before any remote entry runs (./runtime-core.ts); what another host put there stays. */
export function provideChunkIntegrity(target: WithChunkIntegrity = globalThis as WithChunkIntegrity, assets: AssetIntegrity = assetIntegrity): void {
  target[CHUNK_INTEGRITY_GLOBAL] ??= (url) => assets.chunkIntegrity(url);
}
