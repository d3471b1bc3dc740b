import { readRegistry } from '../registry/store';

/** `pnpm ops status`: one row per remote, with whether its live manifest answers at the edge. */
export async function printStatus(deployDir: string, edgeUrl: string): Promise<void> {
  const state = await readRegistry(deployDir);
  const rows = await Promise.all(
    Object.entries(state.remotes).map(async ([name, r]) => {
      const live = r.live ? r.versions[r.live] : undefined;
      const health = r.live
        ? await fetch(`${edgeUrl}/remotes/${name}/${r.live}/mf-manifest.json`, { signal: AbortSignal.timeout(3000) }).then(
            (res) => (res.ok ? 'ok' : `HTTP ${res.status}`),
            () => 'edge unreachable',
          )
        : '—';
      return [name, r.live ?? '—', live?.publishedAt.slice(0, 19).replace('T', ' ') ?? '—',
        r.canary ? `${r.canary.version} ${r.canary.percent}%` : '—', r.previous.at(-1) ?? '—', health];
    }),
  );
  const head = ['remote', 'live', 'published', 'canary', 'previous', 'manifest'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(head));
  for (const row of rows) console.log(line(row as string[]));
  if (!rows.length) console.log('(nothing published yet: pnpm start or pnpm ops publish <remote>)');
}
