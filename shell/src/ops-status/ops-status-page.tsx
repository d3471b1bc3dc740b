import { useEffect, useState } from 'react';
import { chooseRemoteVersion, type PublicRegistry } from '@edu/shared/core';
import { fetchRegistry } from '../remotes/registry-client';
import { getCanaryBucket } from '../remotes/bucket';
import { NotFoundPage } from '../errors/not-found-page';
import { shellConfig } from '../startup/shell-config';

type Health = 'đang kiểm tra' | 'hoạt động' | 'lỗi';

/** Ops view (only when runtime config `opsStatus` is on): each remote's live version and whether it answers. */
export function OpsStatusPage() {
  const enabled = Boolean(shellConfig().opsStatus);
  const [registry, setRegistry] = useState<PublicRegistry | null>(null);
  const [health, setHealth] = useState<Record<string, Health>>({});

  useEffect(() => {
    if (!enabled) return;
    void fetchRegistry().then(async (reg) => {
      setRegistry(reg);
      for (const [name, remote] of Object.entries(reg.remotes)) {
        const entry = chooseRemoteVersion(name, remote, getCanaryBucket())?.entry;
        const ok = entry
          ? await fetch(entry, { cache: 'no-store' }).then(
              (r) => r.ok,
              () => false,
            )
          : false;
        setHealth((h) => ({ ...h, [name]: ok ? 'hoạt động' : 'lỗi' }));
      }
    });
  }, [enabled]);

  if (!enabled) return <NotFoundPage />;
  return (
    <section className="container">
      <h1>Trạng thái hệ thống</h1>
      <table className="sh-status-table">
        <thead>
          <tr>
            <th>Remote</th>
            <th>Phiên bản live</th>
            <th>Canary</th>
            <th>Tình trạng</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(registry?.remotes ?? {}).map(([name, remote]) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{remote.live?.version ?? '—'}</td>
              <td>{remote.canary ? `${remote.canary.version} (${remote.canary.percent}%)` : '—'}</td>
              <td>{health[name] ?? 'đang kiểm tra'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
