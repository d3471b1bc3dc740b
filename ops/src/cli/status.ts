import type { RemoteHealthReport, RemoteVersionHealth } from '@edu/shared/schemas';
import { readRegistry } from '../registry/store';
import { vitalsLine } from '../registry/canary-watch';

/**
 * "120 loads · 2.5 % errors · server 0/118 failed · p75 LCP 812 ms · INP 24 ms · CLS 0.012" for one version over the
 * window: what the canary controller judges a live or canary version by.
 */
export function healthCell(h: RemoteVersionHealth | undefined): string {
  if (!h || h.loads + h.load_errors + h.integrity_errors + h.render_errors + (h.ssr_renders ?? 0) === 0) return 'no traffic';
  const server = h.ssr_renders ? ` · server ${h.ssr_render_errors + h.ssr_5xx}/${h.ssr_renders} failed` : '';
  return `${h.loads} loads · ${(h.error_rate * 100).toFixed(1)} % errors${server} · ${vitalsLine(h)}`;
}

/** Per-version health from the API (ADMIN_TOKEN), or why there is none. */
export async function fetchHealth(edgeUrl: string, minutes: number): Promise<RemoteHealthReport | string> {
  const token = process.env.ADMIN_TOKEN;
  if (!token) return 'per-version health: set ADMIN_TOKEN (the API admin token) to see loads and error rates';
  try {
    const res = await fetch(`${edgeUrl}/api/admin/remote_health.json?minutes=${minutes}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return `per-version health unavailable: HTTP ${res.status}`;
    return ((await res.json()) as { data: RemoteHealthReport }).data;
  } catch (error) {
    return `per-version health unavailable: ${(error as Error).message}`;
  }
}

/** `pnpm ops status`: one row per remote — its versions, whether its live manifest answers at the edge, and how its live and canary versions fare in browsers. */
export async function printStatus(deployDir: string, edgeUrl: string, minutes = Number(process.env.HEALTH_MINUTES ?? 15)): Promise<void> {
  const [state, health] = await Promise.all([readRegistry(deployDir), fetchHealth(edgeUrl, minutes)]);
  const of = (remote: string, version: string | null | undefined) =>
    typeof health === 'string' || !version ? '—' : healthCell(health.versions.find((v) => v.remote === remote && v.version === version));
  const rows = await Promise.all(
    Object.entries(state.remotes).map(async ([name, r]) => {
      const live = r.live ? r.versions[r.live] : undefined;
      const manifest = r.live
        ? await fetch(`${edgeUrl}/remotes/${name}/${r.live}/mf-manifest.json`, { signal: AbortSignal.timeout(3000) }).then(
            (res) => (res.ok ? 'ok' : `HTTP ${res.status}`),
            () => 'edge unreachable',
          )
        : '—';
      return [
        name,
        r.live ?? '—',
        live?.publishedAt.slice(0, 19).replace('T', ' ') ?? '—',
        r.canary ? `${r.canary.version} ${r.canary.percent}%` : '—',
        r.previous.at(-1) ?? '—',
        manifest,
        of(name, r.live),
        of(name, r.canary?.version),
      ];
    }),
  );
  const head = ['remote', 'live', 'published', 'canary', 'previous', 'manifest', `live, last ${minutes} min`, `canary, last ${minutes} min`];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(head));
  for (const row of rows) console.log(line(row as string[]));
  if (!rows.length) console.log('(nothing published yet: pnpm start or pnpm ops publish <remote>)');
  if (typeof health === 'string') console.log(`(${health})`);
}
