import { chooseRemoteVersion, overrideRef, parseOverrides } from '../../src/platform/registry';

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
