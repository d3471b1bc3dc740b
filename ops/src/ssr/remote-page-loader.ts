import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { RemoteVersionRef } from '@edu/shared/platform';
import { sri384 } from '../build/hash-tree';

/** A remote's stylesheet for a server-rendered page, with the SRI the browser checks it against. */
export interface StylesheetRef {
  href: string;
  integrity: string;
}

/** A file the page's head hints (`<link rel="preload">`): a script with its hash, or the manifest's fetch. */
export interface PreloadRef {
  href: string;
  as: 'script' | 'fetch';
  integrity?: string;
}

/** What the browser build of one expose needs: its CSS, its scripts, and the singletons its chunks consume. */
interface ExposeAssets {
  css: StylesheetRef[];
  js: PreloadRef[];
  shares: string[];
}

export type LoadedPage = { ok: true; component: ComponentType } | { ok: false; reason: string };

interface LoaderOptions {
  deployDir: string;
  load: (remote: string, ref: RemoteVersionRef, expose: string) => Promise<ComponentType>;
  /** A load slower than this renders the region in the browser for this request (the load goes on). */
  budgetMs: number;
  log: (message: string, error?: unknown) => void;
  /** How long a failed load is remembered before a request tries again. */
  retryAfterMs?: number;
}

interface Slot {
  promise: Promise<unknown>;
  component?: ComponentType;
  failedAt?: number;
  error?: unknown;
}

/**
 * Server page components per remote version and expose: loaded once per version (a new version is
 * a new key, so a promote, canary or rollback needs no restart), failures forgotten after a few
 * seconds so a fixed bundle is picked up, and every load bounded by a time budget.
 */
export class RemotePageLoader {
  private readonly slots = new Map<string, Slot>();
  private readonly assets = new Map<string, Record<string, ExposeAssets>>();

  constructor(private readonly options: LoaderOptions) {}

  async page(remote: string, ref: RemoteVersionRef, expose: string): Promise<LoadedPage> {
    const key = `${remote}@${ref.version}/${expose}`;
    const retryAfter = this.options.retryAfterMs ?? 3000;
    let slot = this.slots.get(key);
    if (slot?.failedAt !== undefined && Date.now() - slot.failedAt > retryAfter) slot = undefined;
    if (!slot) {
      const created: Slot = { promise: Promise.resolve() };
      created.promise = this.options.load(remote, ref, expose).then(
        (component) => {
          created.component = component;
        },
        (error: unknown) => {
          created.failedAt = Date.now();
          created.error = error;
          this.options.log(`server build of ${key} failed to load; rendering it in the browser`, error);
        },
      );
      this.slots.set(key, created);
      slot = created;
    }
    if (slot.component !== undefined) return { ok: true, component: slot.component };
    if (slot.failedAt !== undefined) return { ok: false, reason: 'server build failed' };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      slot.promise.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), this.options.budgetMs))),
    ]);
    clearTimeout(timer);
    if (timedOut) return { ok: false, reason: `server build slower than ${this.options.budgetMs} ms` };
    return slot.component !== undefined ? { ok: true, component: slot.component } : { ok: false, reason: 'server build failed' };
  }

  /** Site paths of the CSS the browser build of this expose needs (from the version's mf-manifest.json). */
  cssFor(remote: string, version: string, expose: string): StylesheetRef[] {
    return this.assetsOf(remote, version)[expose]?.css ?? [];
  }

  /**
   * What the browser fetches to run this expose, in the order it asks: the version's manifest, its entry and the
   * expose's own scripts (with the hashes it loads them with). Hinted in the page's head, they download beside the
   * shell's code instead of after it (issue 31: usable within 1 s of visible on a phone).
   */
  preloadsFor(remote: string, ref: RemoteVersionRef, expose: string): PreloadRef[] {
    const scripts = this.assetsOf(remote, ref.version)[expose]?.js;
    if (!scripts) return [];
    const entry: PreloadRef[] = ref.integrity
      ? [{ href: `/remotes/${remote}/${ref.version}/remoteEntry.js`, as: 'script', integrity: ref.integrity }]
      : [];
    return [{ href: ref.entry, as: 'fetch' }, ...entry, ...scripts];
  }

  /** The share keys this expose's chunks consume (ops/webpack/shared-files-manifest.cjs), for the shell's hints. */
  sharesFor(remote: string, version: string, expose: string): string[] {
    return this.assetsOf(remote, version)[expose]?.shares ?? [];
  }

  private assetsOf(remote: string, version: string): Record<string, ExposeAssets> {
    const key = `${remote}@${version}`;
    let byExpose = this.assets.get(key);
    if (!byExpose) {
      byExpose = {};
      const dir = path.join(this.options.deployDir, 'remotes', remote, version);
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
          exposes?: { name: string; assets?: { css?: { sync?: string[] }; js?: { sync?: string[] } } }[];
          exposeShares?: Record<string, string[]>;
        };
        // The files were checked against the registry's hashes when mirrored; the browser checks them again.
        const sri = (file: string) => sri384(fs.readFileSync(path.join(dir, file)));
        const href = (file: string) => `/remotes/${remote}/${version}/${file}`;
        for (const e of manifest.exposes ?? []) {
          byExpose[e.name] = {
            css: (e.assets?.css?.sync ?? []).map((f) => ({ href: href(f), integrity: sri(f) })),
            js: (e.assets?.js?.sync ?? []).map((f) => ({ href: href(f), as: 'script', integrity: sri(f) })),
            shares: manifest.exposeShares?.[e.name] ?? [],
          };
        }
      } catch {
        // No manifest: the browser loads the CSS with the page's code.
      }
      this.assets.set(key, byExpose);
    }
    return byExpose;
  }
}
