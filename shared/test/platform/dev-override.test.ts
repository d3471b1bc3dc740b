import { devEntryUrl, devSocketOrigin, formatDevOverride, parseDevOverride } from '../../src/platform/dev-override';

const KNOWN = ['mf_content', 'mf_catalogue'];

describe('parseDevOverride: only a known remote from the visitor’s own machine', () => {
  it.each([
    ['mf_content@http://localhost:3301', { remote: 'mf_content', origin: 'http://localhost:3301' }],
    ['mf_content@http://localhost:3301/', { remote: 'mf_content', origin: 'http://localhost:3301' }],
    [' mf_catalogue@http://127.0.0.1:4000 ', { remote: 'mf_catalogue', origin: 'http://127.0.0.1:4000' }],
    ['mf_content@http://[::1]:3301', { remote: 'mf_content', origin: 'http://[::1]:3301' }],
    ['mf_content@https://localhost:3301', { remote: 'mf_content', origin: 'https://localhost:3301' }],
  ])('%s is honoured', (value, expected) => {
    expect(parseDevOverride(value, KNOWN)).toEqual(expected);
  });

  it.each([
    ['another site’s code', 'mf_content@https://evil.example'],
    ['a host that only starts like loopback', 'mf_content@http://localhost.evil.example:3301'],
    ['a private address that is not this machine', 'mf_content@http://192.168.1.10:3301'],
    ['credentials in the URL', 'mf_content@http://user:pw@localhost:3301'],
    ['a path (the manifest is always at the root)', 'mf_content@http://localhost:3301/x/'],
    ['a query', 'mf_content@http://localhost:3301/?a=1'],
    ['a script URL', 'mf_content@javascript:alert(1)'],
    ['a data URL', 'mf_content@data:text/javascript,alert(1)'],
    ['a remote the site does not know', 'mf_other@http://localhost:3301'],
    ['no origin', 'mf_content@'],
    ['no remote', '@http://localhost:3301'],
    ['garbage', 'not an override'],
    ['empty', ''],
    ['absent', undefined],
  ])('%s is refused', (_why, value) => {
    expect(parseDevOverride(value, KNOWN)).toBeNull();
  });

  it('round-trips and names the entry and the hot-update socket', () => {
    const dev = parseDevOverride('mf_content@http://localhost:3301', KNOWN)!;
    expect(parseDevOverride(formatDevOverride(dev), KNOWN)).toEqual(dev);
    expect(devEntryUrl(dev)).toBe('http://localhost:3301/remoteEntry.js');
    expect(devSocketOrigin(dev)).toBe('ws://localhost:3301');
  });
});
