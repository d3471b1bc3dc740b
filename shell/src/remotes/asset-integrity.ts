/**
 * The SRI of each file of the remote versions this tab loaded, from their manifests (whose own hash
 * the registry holds). The federation runtime fetches an expose's files itself, in parallel with the
 * entry; these hashes go on the tags it creates, so it cannot run a file the build did not make.
 */
export type AssetCheck = { integrity: string } | { unlisted: true } | null;

export class AssetIntegrity {
  private readonly byUrl = new Map<string, string>();
  /** Version folders whose manifest listed its files: a file of theirs not in the list is refused. */
  private readonly listedFolders = new Set<string>();

  record(manifestUrl: string, manifest: unknown): void {
    const integrity = (manifest as { integrity?: unknown } | null)?.integrity;
    if (!integrity || typeof integrity !== 'object') return;
    const base = new URL('.', new URL(manifestUrl, location.href)).href;
    for (const [file, sri] of Object.entries(integrity as Record<string, unknown>)) {
      if (typeof sri === 'string') this.byUrl.set(new URL(file, base).href, sri);
    }
    this.listedFolders.add(base);
  }

  /** What to put on a tag loading `url`: its hash; "unlisted" for a file its version never listed; null when nothing is known. */
  check(url: string): AssetCheck {
    const absolute = new URL(url, location.href);
    const integrity = this.byUrl.get(`${absolute.origin}${absolute.pathname}`);
    if (integrity) return { integrity };
    return this.listedFolders.has(new URL('.', absolute).href) ? { unlisted: true } : null;
  }
}

export const assetIntegrity = new AssetIntegrity();
