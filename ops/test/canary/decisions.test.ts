import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyDecision, type Decision } from '../../src/canary/decisions';
import { readState, updateRegistry } from '../../src/registry/store';
import { emptyRemote, type CanaryAuto } from '../../src/registry/types';

/**
 * A canary decision is made once: two controllers that both judged it (a leader that lost its lock and the
 * next one, or any bug in leadership) apply it inside the registry's lock, and the second finds it decided.
 */
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'canary-decisions-'));
const auto = (id: string): CanaryAuto => ({
  id,
  minLoads: 4,
  minVisitors: 1,
  minAttempts: 5,
  maxExtraErrorRate: 0.02,
  startedAt: new Date().toISOString(),
  until: new Date(Date.now() + 60_000).toISOString(),
  by: 'squad-content',
  reason: 'thử',
});
const numbers = { loads: 6, errors: 6, attempts: 6, visitors: 3, errorRate: 1, liveErrorRate: 0, controller: 'test' };
const decision = (kind: Decision['kind'], autoId = 'auto-1'): Decision => ({
  autoId,
  remote: 'mf_content',
  version: '1.0.0-b',
  kind,
  why: `${kind} because`,
  numbers,
});

async function seed(dir: string, autoId = 'auto-1') {
  await updateRegistry(dir, (state) => {
    const remote = (state.remotes.mf_content = emptyRemote());
    for (const version of ['1.0.0-a', '1.0.0-b']) {
      remote.versions[version] = { version, publishedAt: '', publishedBy: 't', files: {}, integrity: `sha384-${version}`, exposes: [] };
    }
    remote.live = '1.0.0-a';
    remote.canary = { version: '1.0.0-b', percent: 50, auto: auto(autoId) };
  });
}

describe('canary decisions', () => {
  it('two controllers deciding the same canary at once (one promotes, one rolls back): one change, one history entry', async () => {
    const dir = tmp();
    await seed(dir);
    const applied = await Promise.all([applyDecision(dir, decision('promote')), applyDecision(dir, decision('rollback'))]);
    expect(applied.filter(Boolean)).toHaveLength(1);
    const state = readState(dir);
    const decided = state.audit.filter((a) => a.numbers);
    expect(decided).toHaveLength(1);
    const remote = state.remotes.mf_content!;
    expect(remote.canary).toBeNull();
    expect(remote.live).toBe(decided[0]!.action === 'promote' ? '1.0.0-b' : '1.0.0-a');
    expect(decided[0]).toMatchObject({
      by: 'squad-content',
      numbers,
      reason: expect.stringMatching(/^auto: (promoted|rolled back), \w+ because \(thử\)$/),
    });
  });

  it('a canary a person changed meanwhile (another auto id, or none) is not touched', async () => {
    const dir = tmp();
    await seed(dir, 'auto-2');
    expect(await applyDecision(dir, decision('rollback', 'auto-1'))).toBe(false);
    expect(readState(dir).remotes.mf_content!.canary).toMatchObject({ version: '1.0.0-b', percent: 50 });
    expect(readState(dir).audit.filter((a) => a.numbers)).toEqual([]);
  });

  it('undecided when the window ends: the canary stays where it is, the history says so with the numbers', async () => {
    const dir = tmp();
    await seed(dir);
    expect(await applyDecision(dir, decision('undecided'))).toBe(true);
    const state = readState(dir);
    expect(state.remotes.mf_content!.canary).toEqual({ version: '1.0.0-b', percent: 50 });
    expect(state.audit.at(-1)).toMatchObject({ action: 'canary-undecided', numbers, detail: expect.stringContaining('left at 50%') });
    // the public registry never carried the policy
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'registry.json'), 'utf8')).remotes.mf_content.canary).toEqual(
      expect.not.objectContaining({ auto: expect.anything() }),
    );
  });
});
