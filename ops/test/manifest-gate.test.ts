import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkRemoteBuild, satisfiesCaret } from '../src/registry/manifest-gate';
import { requiredExposes } from '../../shell/src/routes/route-table';

describe('caret ranges', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    ['18.3.1', '^19.3.1', false],
    ['20.0.0', '^19.3.1', false],
    ['not-a-version', '^19.3.1', false],
  ])('%s satisfies %s: %p', (version, range, ok) => {
    expect(satisfiesCaret(version, range)).toBe(ok);
  });
});

describe('publish gate', () => {
  /** A container the way webpack writes its module map: one "./Expose" key per page. */
  const serverEntry = (exposes: string[]) => `module.exports = { get(m) { return ({ ${exposes.map((e) => `"./${e}": 1`).join(', ')} })[m]; } };`;
  const build = (manifest: unknown, withEntry = true, server: string | null = serverEntry(requiredExposes().mf_checkout)) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-'));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
    if (withEntry) fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '/* entry */');
    if (server !== null) {
      fs.mkdirSync(path.join(dir, 'server'));
      fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), server);
    }
    return dir;
  };
  const good = () => ({
    name: 'mf_checkout',
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: requiredExposes().mf_checkout.map((name) => ({ name: `./${name}` })),
    shared: [{ name: 'react', version: '19.3.1', singleton: true }],
  });

  it('accepts a complete remote', () => {
    expect(checkRemoteBuild('mf_checkout', build(good())).problems).toEqual([]);
  });

  it.each([
    ['a manifest that is not JSON', () => build('<html>'), /not JSON/],
    ['a missing remote entry', () => build(good(), false), /remote entry "remoteEntry.js" is missing/],
    ['another remote’s manifest', () => build({ ...good(), name: 'mf_content' }), /expected "mf_checkout"/],
    ['a missing expose', () => build({ ...good(), exposes: [] }), /expose "CartPage" needed by the shell's route table is missing/],
    ['an old React', () => build({ ...good(), shared: [{ name: 'react', version: '18.2.0', singleton: true }] }), /react" 18.2.0 does not satisfy/],
    ['a non-singleton React', () => build({ ...good(), shared: [{ name: 'react', version: '19.3.1', singleton: false }] }), /must be a singleton/],
    ['a version without its server build', () => build(good(), true, null), /server build server\/remoteEntry.js is missing/],
    ['a truncated server build', () => build(good(), true, 'module.exports = { get(m) { return ({'), /server build server\/remoteEntry.js does not parse/],
    ['a server build without a page', () => build(good(), true, serverEntry(['CartPage'])), /server build lacks expose "CheckoutPage"/],
  ])('refuses %s', (_name, make, message) => {
    expect(checkRemoteBuild('mf_checkout', make()).problems.join('\n')).toMatch(message);
  });
});
