import net from 'node:net';
import { findRemote, REMOTES, type RemoteDefinition } from '@edu/shared/platform';
import { sharedConflicts, type ManifestShared } from '../registry/shared-compat';

/**
 * What `pnpm dev` checks before it starts a dev server, each failure one line a squad can act on: the remote
 * exists, the site answers and allows dev overrides, the port is free, and the site's shell provides the
 * singletons this remote's code needs (the rule the publish gate applies, shared-compat.ts).
 */
export class PreflightError extends Error {}

export function remoteByName(name: string | undefined): RemoteDefinition {
  const remote = name ? (findRemote(name.replace(/_/g, '-')) ?? findRemote(name)) : undefined;
  if (!remote) {
    throw new PreflightError(
      `${name ? `Không có remote “${name}”` : 'Thiếu tên remote'}: chọn một trong ${REMOTES.map((r) => r.dir).join(', ')} (pnpm dev <remote> [--site URL] [--port N])`,
    );
  }
  return remote;
}

async function getJson(url: URL, site: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  } catch (err) {
    const why = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
    throw new PreflightError(`Không kết nối được site ${site} (${why}): hãy chạy pnpm start, hoặc chỉ site khác với --site URL`);
  }
  if (!res.ok) throw new PreflightError(`Site ${site} trả lời ${res.status} cho ${url.pathname}: đó có phải một site của nền tảng này không?`);
  return res.json();
}

/** The site answers, allows dev overrides, and what its shell provides (its manifest's shared modules). */
export async function checkSite(site: string): Promise<ManifestShared[]> {
  const config = (await getJson(new URL('/app-config.json', site), site)) as { devOverrides?: boolean };
  if (config.devOverrides !== true) {
    throw new PreflightError(`Site ${site} không cho phép chế độ phát triển: khởi động nó với DEV_OVERRIDES=1 (site production luôn tắt)`);
  }
  const manifest = (await getJson(new URL('/mf-manifest.json', site), site)) as { shared?: ManifestShared[] };
  return manifest.shared ?? [];
}

/** The singletons this remote's source needs, in the form a published manifest lists them. */
export function neededSingletons(shared: Record<string, { singleton?: boolean; requiredVersion?: string; version?: string }>): ManifestShared[] {
  return Object.entries(shared)
    .filter(([name, s]) => s.singleton && s.requiredVersion && !name.endsWith('/'))
    .map(([name, s]) => ({ name, version: s.version ?? s.requiredVersion!.replace(/^\^/, ''), singleton: true, requiredVersion: s.requiredVersion }));
}

export function checkSingletons(remote: RemoteDefinition, needed: ManifestShared[], provided: ManifestShared[]): void {
  const missing = needed.filter((n) => !provided.some((p) => p.name === n.name)).map((n) => `${n.name} ${n.requiredVersion}`);
  const conflicts = sharedConflicts(needed, provided);
  if (missing.length) conflicts.unshift(`the site's shell does not provide ${missing.join(', ')}`);
  if (conflicts.length) throw new PreflightError(`${remote.name} cần singleton mà site chưa có — ${conflicts.join('; ')}`);
}

/** The port is free on this machine (both loopback families: the browser may resolve localhost to either). */
export async function checkPort(port: number): Promise<void> {
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new PreflightError(`Cổng không hợp lệ: ${port}`);
  for (const host of ['127.0.0.1', '::1']) {
    await new Promise<void>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'EADDRINUSE') reject(new PreflightError(`Cổng ${port} đang được dùng: chọn cổng khác với --port N`));
        else resolve(); // that family is absent on this machine (no IPv6): nothing listens there either
      });
      server.listen(port, host, () => server.close(() => resolve()));
    });
  }
}
