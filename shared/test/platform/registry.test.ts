import { chooseRemoteVersion, overrideRef, parseOverrides, remoteBucket } from '../../src/platform/registry';

/** The browser bucket that lands on `target` in this remote's shuffle. */
const browserBucketFor = (name: string, target: number) => [...Array(100).keys()].find((b) => remoteBucket(name, b) === target)!;

const live = { version: '1.0.0-aaa', entry: '/remotes/mf_catalogue/1.0.0-aaa/mf-manifest.json' };
const canary = { version: '1.1.0-bbb', entry: '/remotes/mf_catalogue/1.1.0-bbb/mf-manifest.json', percent: 10 };

describe('chooseRemoteVersion', () => {
  it.each([
    ['remote bucket 0 with a 10 % canary', { live, canary }, 0, canary],
    ['remote bucket 9 with a 10 % canary', { live, canary }, 9, canary],
    ['remote bucket 10 with a 10 % canary', { live, canary }, 10, live],
    ['remote bucket 99 with a 10 % canary', { live, canary }, 99, live],
    ['no canary', { live }, 0, live],
    ['a null canary', { live, canary: null }, 0, live],
    ['a 0 % canary', { live, canary: { ...canary, percent: 0 } }, 0, live],
    ['nothing live', { live: null }, 50, null],
    ['an unknown remote', undefined, 0, null],
  ])('%s', (_name, remote, bucket, expected) => {
    expect(chooseRemoteVersion('mf_catalogue', remote, browserBucketFor('mf_catalogue', bucket))).toEqual(expected);
  });
});

describe('canary buckets per remote', () => {
  const REMOTES = ['mf_catalogue', 'mf_account', 'mf_checkout', 'mf_learning', 'mf_content'];

  it.each(REMOTES)('%s: every browser bucket maps to a different remote bucket (a canary gets exactly its percent)', (name) => {
    const mapped = [...Array(100).keys()].map((b) => remoteBucket(name, b));
    expect(new Set(mapped).size).toBe(100);
    for (const percent of [1, 10, 25, 50]) expect(mapped.filter((m) => m < percent)).toHaveLength(percent);
  });

  it('is sticky: the same browser bucket gives the same remote bucket', () => {
    expect(remoteBucket('mf_content', 42)).toBe(remoteBucket('mf_content', 42));
  });

  it('a browser is not in every canary at once: 10 % canaries on two remotes share few browsers', () => {
    const inCanary = (name: string) => new Set([...Array(100).keys()].filter((b) => remoteBucket(name, b) < 10));
    for (let i = 0; i < REMOTES.length; i += 1) {
      for (let j = i + 1; j < REMOTES.length; j += 1) {
        const a = inCanary(REMOTES[i]!);
        const shared = [...inCanary(REMOTES[j]!)].filter((b) => a.has(b)).length;
        expect(shared).toBeLessThan(10);
      }
    }
  });
});

describe('QA overrides', () => {
  it.each([
    ['', {}],
    [null, {}],
    ['mf_catalogue@1.0.0-aaa', { mf_catalogue: '1.0.0-aaa' }],
    ['mf_catalogue@1.0.0-aaa, mf_content@2.1.0', { mf_catalogue: '1.0.0-aaa', mf_content: '2.1.0' }],
    ['mf_catalogue@https://evil.example/x.js', {}],
    ['mf_catalogue@../../etc', {}],
    ['MF@1.0.0', {}],
    ['mf_catalogue', {}],
  ])('parses %p', (value, expected) => {
    expect(parseOverrides(value)).toEqual(expected);
  });

  const remote = { live, published: { '1.0.0-aaa': 'sha384-a', '0.9.0-old': 'sha384-o' } };
  it.each([
    ['a published version', '0.9.0-old', { version: '0.9.0-old', entry: '/remotes/mf_catalogue/0.9.0-old/mf-manifest.json', integrity: 'sha384-o' }],
    ['a version never published', '9.9.9', null],
    ['no pin', undefined, null],
  ])('pins %s', (_name, version, expected) => {
    expect(overrideRef('mf_catalogue', remote, version)).toEqual(expected);
  });

  it('pins nothing for a remote without a published list', () => {
    expect(overrideRef('mf_catalogue', { live }, '1.0.0-aaa')).toBeNull();
  });
});
