import { updateRegistry } from './store';
import type { PublishedVersion, VersionFault } from './types';

/**
 * What a check found wrong with a published version, kept with it in the registry: the render check (a page
 * threw, showed the error card, logged an error) and `pnpm ops verify` (a file differs from what was
 * published). The web console shows the mark and refuses to promote or canary a marked version, without a
 * skip of its own; the CLI runs its checks again, and a check that passes clears its mark.
 * "Could not judge" and "cannot run" are no verdict on the version: they mark nothing.
 */
export function setFault(deployDir: string, remote: string, version: string, check: VersionFault['check'], problems: string[] | null): Promise<void> {
  return updateRegistry(deployDir, (state) => {
    const v = state.remotes[remote]?.versions[version];
    if (!v) return;
    const others = (v.faults ?? []).filter((f) => f.check !== check);
    const faults = problems?.length
      ? [...others, { check, at: new Date().toISOString(), why: problems.slice(0, 3).join('\n').slice(0, 1000) }]
      : others;
    if (faults.length) v.faults = faults;
    else delete v.faults;
  });
}

/** Only writes when there is a mark to clear (a passing check of a clean version changes nothing). */
export async function clearFault(
  deployDir: string,
  remote: string,
  version: PublishedVersion | undefined,
  check: VersionFault['check'],
): Promise<void> {
  if (version?.faults?.some((f) => f.check === check)) await setFault(deployDir, remote, version.version, check, null);
}

export const FAULT_LABEL: Record<VersionFault['check'], string> = {
  render: 'Không đạt kiểm tra hiển thị',
  verify: 'Tệp khác với bản đã phát hành',
};
