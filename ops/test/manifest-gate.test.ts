import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkRemoteBuild } from '../src/registry/manifest-gate';
import { sharedConflicts, satisfiesCaret } from '../src/registry/shared-compat';
import { requiredExposes } from '@edu/shared/pages';

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

  it('accepts a remote version built against the whole core of @edu/shared 1.3 (the shell still provides it)', () => {
    const v13 = { ...good(), shared: [{ name: '@edu/shared/core', version: '1.3.0', singleton: true, requiredVersion: '^1.3.0' }] };
    expect(checkRemoteBuild('mf_checkout', build(v13)).problems).toEqual([]);
  });

  it('accepts a remote built against an older minor of the design system (the shell’s newer singleton runs)', () => {
    const older = { ...good(), shared: [{ name: '@edu/ui', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' }] };
    expect(checkRemoteBuild('mf_checkout', build(older)).problems).toEqual([]);
  });

  it.each([
    ['a manifest that is not JSON', () => build('<html>'), /not JSON/],
    ['a missing remote entry', () => build(good(), false), /remote entry "remoteEntry.js" is missing/],
    ['another remote’s manifest', () => build({ ...good(), name: 'mf_content' }), /expected "mf_checkout"/],
    ['a missing expose', () => build({ ...good(), exposes: [] }), /expose "CartPage" needed by the shell's route table is missing/],
    ['an old React', () => build({ ...good(), shared: [{ name: 'react', version: '18.2.0', singleton: true }] }), /react" 18.2.0 does not satisfy/],
    [
      'another major of the design system',
      () => build({ ...good(), shared: [{ name: '@edu/ui', version: '2.0.0', singleton: true }] }),
      /@edu\/ui" 2.0.0 does not satisfy the shell's \^1\.\d+\.\d+ \(another major/,
    ],
    [
      'another major of the core (the key the shell still provides for 1.3 versions)',
      () => build({ ...good(), shared: [{ name: '@edu/shared/core', version: '2.0.0', singleton: true }] }),
      /@edu\/shared\/core" 2.0.0 does not satisfy the shell's \^1\.\d+\.\d+ \(another major/,
    ],
    ['a non-singleton React', () => build({ ...good(), shared: [{ name: 'react', version: '19.3.1', singleton: false }] }), /must be a singleton/],
    ['a version without its server build', () => build(good(), true, null), /server build server\/remoteEntry.js is missing/],
    [
      'a truncated server build',
      () => build(good(), true, 'module.exports = { get(m) { return ({'),
      /server build server\/remoteEntry.js does not parse/,
    ],
    ['a server build without a page', () => build(good(), true, serverEntry(['CartPage'])), /server build lacks expose "CheckoutPage"/],
  ])('refuses %s', (_name, make, message) => {
    expect(checkRemoteBuild('mf_checkout', make()).problems.join('\n')).toMatch(message);
  });

  it('refuses a truncated remote entry, saying it does not parse', () => {
    const dir = build(good());
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_checkout; (() => { var __webpack_modules__ = ({');
    expect(checkRemoteBuild('mf_checkout', dir).problems.join('\n')).toMatch(/remote entry remoteEntry.js does not parse \(truncated or corrupt\?\)/);
  });

  it('refuses an expose whose files are not in the build, naming them', () => {
    const manifest = good();
    manifest.exposes[0] = {
      ...manifest.exposes[0]!,
      assets: { js: { sync: ['__federation_expose_CartPage.abc.js'], async: ['957.def.js'] }, css: { sync: [], async: [] } },
    } as never;
    const dir = build(manifest);
    fs.writeFileSync(path.join(dir, '__federation_expose_CartPage.abc.js'), '//');
    expect(checkRemoteBuild('mf_checkout', dir).problems).toEqual(['expose "./CartPage" needs files that are not in the build: 957.def.js']);
  });

  describe('against the live shell (Module Federation’s singleton rule: the remote runs on the shell’s copy)', () => {
    const remoteShared = (requiredVersion: string) => [
      { name: '@edu/shared', version: '1.1.0', requiredVersion, singleton: true },
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    ];
    const shell = [
      { name: '@edu/shared', version: '1.0.0', singleton: true },
      { name: 'react', version: '19.3.1', singleton: true },
    ];

    it('refuses a remote built for a newer @edu/shared than the shell provides, saying what to do', () => {
      const dir = build({ ...good(), shared: remoteShared('^1.1.0') });
      expect(checkRemoteBuild('mf_checkout', dir, { shared: shell, provides: [] }).problems).toEqual([
        'shared "@edu/shared": built for ^1.1.0 but the live shell provides 1.0.0 — deploy the shell first, or build against 1.0.0',
      ]);
    });

    it.each([
      ['a remote whose range the shell satisfies', '^1.0.0', shell],
      ['no shell deployed yet (the first deploy)', '^1.1.0', null],
      ['a shell that does not share the module', '^1.1.0', [{ name: 'react', version: '19.3.1', singleton: true }]],
    ])('accepts %s', (_name, range, live) => {
      expect(
        checkRemoteBuild('mf_checkout', build({ ...good(), shared: remoteShared(range) }), live && { shared: live, provides: [] }).problems,
      ).toEqual([]);
    });
  });
});

describe('@edu/shared 1.4: the state singleton, and the 1.3 core the shell still provides', () => {
  const state = { name: '@edu/shared/state', version: '1.4.0', requiredVersion: '^1.4.0', singleton: true };
  const shell14 = [state, { name: '@edu/shared/core', version: '1.4.0', singleton: true }];
  const shell13 = [{ name: '@edu/shared/core', version: '1.3.0', singleton: true }];

  it('refuses a 1.4 remote on a shell without the state (it would run its own copy of it)', () => {
    expect(sharedConflicts([state], shell13)).toEqual([
      `shared "@edu/shared/state": this build needs the page's one instance and the live shell does not provide it — deploy the shell first`,
    ]);
    expect(sharedConflicts([state], shell14)).toEqual([]);
  });

  it('accepts a remote version built against 1.3 (the whole core as a singleton) on a 1.4 shell', () => {
    const old = [{ name: '@edu/shared/core', version: '1.3.0', requiredVersion: '^1.3.0', singleton: true }];
    expect(sharedConflicts(old, shell14)).toEqual([]);
  });
});

describe('a remote against the live shell’s singletons (sharedConflicts)', () => {
  const shell = [{ name: '@edu/ui', version: '1.1.0', singleton: true }];
  it.each([
    ['built against the previous minor', '^1.0.0', []],
    ['built against the same version', '^1.1.0', []],
    [
      'built against a newer minor than the shell has',
      '^1.2.0',
      ['shared "@edu/ui": built for ^1.2.0 but the live shell provides 1.1.0 — deploy the shell first, or build against 1.1.0'],
    ],
    [
      'built against another major',
      '^2.0.0',
      ['shared "@edu/ui": built for ^2.0.0 but the live shell provides 1.1.0 — deploy the shell first, or build against 1.1.0'],
    ],
  ])('%s (%s)', (_name, requiredVersion, problems) => {
    expect(sharedConflicts([{ name: '@edu/ui', version: requiredVersion.slice(1), singleton: true, requiredVersion }], shell)).toEqual(problems);
  });
});
