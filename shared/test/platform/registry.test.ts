import { chooseRemoteVersion, resolvedVersions, type PublicRegistry } from '../../src/platform/registry';

const live = { version: '1.0.0-aaa', entry: '/remotes/mf_catalogue/1.0.0-aaa/mf-manifest.json' };
const canary = { version: '1.1.0-bbb', entry: '/remotes/mf_catalogue/1.1.0-bbb/mf-manifest.json', percent: 10 };

describe('chooseRemoteVersion', () => {
  it.each([
    ['bucket 0 with a 10 % canary', { live, canary }, 0, canary],
    ['bucket 9 with a 10 % canary', { live, canary }, 9, canary],
    ['bucket 10 with a 10 % canary', { live, canary }, 10, live],
    ['bucket 99 with a 10 % canary', { live, canary }, 99, live],
    ['no canary', { live }, 0, live],
    ['a null canary', { live, canary: null }, 0, live],
    ['a 0 % canary', { live, canary: { ...canary, percent: 0 } }, 0, live],
    ['nothing live', { live: null }, 50, null],
    ['an unknown remote', undefined, 0, null],
  ])('%s', (_name, remote, bucket, expected) => {
    expect(chooseRemoteVersion(remote, bucket)).toEqual(expected);
  });
});

describe('resolvedVersions', () => {
  it('maps each remote to the version this bucket loads, skipping remotes with nothing live', () => {
    const registry: PublicRegistry = {
      schema: 1,
      updatedAt: '2025-01-01T00:00:00Z',
      remotes: { mf_catalogue: { live, canary }, mf_account: { live: { version: '2.0.0', entry: '/x' } }, mf_content: { live: null } },
    };
    expect(resolvedVersions(registry, 5)).toEqual({ mf_catalogue: '1.1.0-bbb', mf_account: '2.0.0' });
    expect(resolvedVersions(registry, 50)).toEqual({ mf_catalogue: '1.0.0-aaa', mf_account: '2.0.0' });
  });
});
