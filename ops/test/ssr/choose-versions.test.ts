import { remoteBucket, type PublicRegistry } from '@edu/shared/platform';
import { chooseVersions, parseBucket } from '../../src/ssr/choose-versions';

const ref = (name: string, version: string) => ({ version, entry: `/remotes/${name}/${version}/mf-manifest.json`, integrity: `sha384-${version}` });

function registry(canaryPercent: number | null): PublicRegistry {
  return {
    schema: 1,
    updatedAt: '',
    remotes: {
      mf_catalogue: {
        live: ref('mf_catalogue', '1.0.0-live'),
        canary: canaryPercent === null ? null : { ...ref('mf_catalogue', '1.1.0-canary'), percent: canaryPercent },
        published: { '1.0.0-live': 'x', '1.1.0-canary': 'y', '0.9.0-old': 'z' },
      },
      mf_content: { live: ref('mf_content', '2.0.0-live'), canary: null, published: { '2.0.0-live': 'x' } },
    },
  };
}

const versions = (choice: ReturnType<typeof chooseVersions>) => Object.fromEntries(Object.entries(choice.refs).map(([n, r]) => [n, r.version]));

/** The browser bucket (as the cookie holds it) that is `target` in the catalogue's shuffle. */
const cookieFor = (target: number) => String([...Array(100).keys()].find((b) => remoteBucket('mf_catalogue', b) === target));
const drawnFor = (target: number) => Number(cookieFor(target)) / 100 + 0.001;

describe('chooseVersions (the browser rule, applied on the server)', () => {
  it.each([
    ['no canary, no bucket', null, undefined, '1.0.0-live', false, null],
    ['canary 10 %, catalogue bucket 5', 10, cookieFor(5), '1.1.0-canary', true, null],
    ['canary 10 %, catalogue bucket 10', 10, cookieFor(10), '1.0.0-live', true, null],
    ['canary 0 %, catalogue bucket 0', 0, cookieFor(0), '1.0.0-live', false, null],
    ['canary 50 %, no bucket (one drawn: catalogue bucket 20)', 50, undefined, '1.1.0-canary', true, Number(cookieFor(20))],
    ['canary 50 %, bad bucket cookie (one drawn: catalogue bucket 90)', 50, 'abc', '1.0.0-live', true, Number(cookieFor(90))],
  ] as const)('%s', (_name, percent, bucket, expected, personal, newBucket) => {
    const choice = chooseVersions(registry(percent), { bucket, override: undefined, qaOverride: false }, () =>
      bucket === 'abc' ? drawnFor(90) : drawnFor(20),
    );
    expect(versions(choice)).toEqual({ mf_catalogue: expected, mf_content: '2.0.0-live' });
    expect(choice.personal).toBe(personal);
    expect(choice.newBucket).toBe(newBucket);
  });

  it.each([
    ['a published version is pinned', 'mf_catalogue@0.9.0-old', true, '0.9.0-old'],
    ['an unpublished version is ignored', 'mf_catalogue@9.9.9-nope', true, '1.0.0-live'],
    ['pins are ignored when QA override is off', 'mf_catalogue@0.9.0-old', false, '1.0.0-live'],
  ])('%s', (_name, override, qaOverride, expected) => {
    const choice = chooseVersions(registry(null), { bucket: undefined, override, qaOverride });
    expect(choice.refs.mf_catalogue?.version).toBe(expected);
    expect(choice.personal).toBe(qaOverride);
  });

  it.each([
    ['0', 0],
    ['99', 99],
    ['100', null],
    ['-1', null],
    ['', null],
    [undefined, null],
    ['5x', null],
  ])('parseBucket(%p) → %p', (value, expected) => {
    expect(parseBucket(value)).toBe(expected);
  });
});
