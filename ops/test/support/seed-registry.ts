import fs from 'node:fs';
import path from 'node:path';
import { updateRegistry } from '../../src/registry/store';
import { emptyRemote } from '../../src/registry/types';

/**
 * A deploy folder whose registry has mf_content 1.0.0-a and 1.0.0-b published (no files) and deployed as published
 * (promote verifies the bytes first); `live` and `previous` as a test needs them.
 */
export async function seedTwoVersions(dir: string, pointers: { live?: string; previous?: string[] } = {}): Promise<void> {
  await updateRegistry(dir, (state) => {
    const remote = (state.remotes.mf_content = emptyRemote());
    for (const version of ['1.0.0-a', '1.0.0-b']) {
      fs.mkdirSync(path.join(dir, 'remotes', 'mf_content', version), { recursive: true });
      remote.versions[version] = {
        version,
        publishedAt: '2026-11-21T10:00:00.000Z',
        publishedBy: 'seed',
        files: {},
        integrity: 'sha384-x',
        exposes: [],
      };
    }
    if (pointers.live) remote.live = pointers.live;
    if (pointers.previous) remote.previous = pointers.previous;
  });
}
