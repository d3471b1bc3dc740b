import { findRemote } from '@edu/shared/platform';
import { readRegistry, toPublicRegistry } from '../registry/store';
import { MAX_PREVIEW_HOURS, previewSecret, previewUrl, signPreview } from './preview-links';

export interface PreviewLink {
  url: string;
  remote: string;
  version: string;
  expiresAt: Date;
}

/**
 * `pnpm ops preview <remote> <version> [--hours 24]` and the console's button: a link to the site that shows
 * that published version to whoever opens it. Refused, in one line, for a remote or version that is not published.
 */
export async function makePreviewLink(options: {
  deployDir: string;
  siteUrl: string;
  remote: string;
  version: string;
  hours?: number;
}): Promise<PreviewLink> {
  const remote = findRemote(options.remote);
  if (!remote) throw new Error(`unknown remote "${options.remote}"`);
  const hours = options.hours ?? 24;
  if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_PREVIEW_HOURS)
    throw new Error(`--hours must be between 1 and ${MAX_PREVIEW_HOURS} (got ${options.hours})`);
  const registry = toPublicRegistry(await readRegistry(options.deployDir));
  if (!registry.remotes[remote.name]?.published?.[options.version]) {
    throw new Error(`${remote.name}@${options.version} is not published (pnpm ops status lists the versions a link can show)`);
  }
  const expiresAt = Math.floor(Date.now() / 1000 + hours * 3600);
  const token = signPreview({ remote: remote.name, version: options.version, expiresAt }, previewSecret(options.deployDir));
  return { url: previewUrl(options.siteUrl, token), remote: remote.name, version: options.version, expiresAt: new Date(expiresAt * 1000) };
}
