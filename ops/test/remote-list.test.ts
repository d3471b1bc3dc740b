import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, type RemoteDefinition } from '@edu/shared/platform';
import { exposesOf } from '@edu/shared/pages';
import { APPS, remotePackages, ROOT } from '../src/paths';

/**
 * Adding a remote is one entry in shared/src/platform/remotes.ts plus the remote's own folder:
 * the workspace, ops, the webpack build, the shell's types and the jest projects all derive from it.
 * The dry run below adds a sixth remote the way a squad would and checks every consumer sees it.
 */
const { createRemoteConfig } = require('../webpack/create-config.cjs') as {
  createRemoteConfig: (o: { dir: string; mode?: string; remotes?: readonly RemoteDefinition[] }) => Array<{ name?: string; plugins: object[] }>;
};
const jestConfig = require('../../jest.config.cjs') as { projects: Array<{ displayName: string; roots: string[] }> };

const remoteFolders = () =>
  fs
    .readdirSync(ROOT)
    .filter((d) => d.startsWith('mf-') && fs.existsSync(path.join(ROOT, d, 'package.json')))
    .sort();
const federationOptions = (config: { plugins: object[] }) =>
  (config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin') as { _options: { name: string; exposes: Record<string, string> } })
    ._options;

describe('the one list of remotes', () => {
  it('names exactly the remote folders in the workspace, and the workspace takes every mf-* folder', () => {
    expect(REMOTES.map((r) => r.dir).sort()).toEqual(remoteFolders());
    expect(fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8')).toMatch(/^\s*- mf-\*$/m);
    for (const r of REMOTES) expect(JSON.parse(fs.readFileSync(path.join(ROOT, r.dir, 'package.json'), 'utf8')).name).toBe(`@edu/${r.dir}`);
  });

  it('feeds ops and the jest projects', () => {
    expect(APPS.filter((a) => a.kind === 'remote').map((a) => a.name)).toEqual(REMOTES.map((r) => r.name));
    const remotesProject = jestConfig.projects.find((p) => p.displayName === 'remotes')!;
    expect(remotesProject.roots).toEqual(REMOTES.map((r) => `<rootDir>/${r.dir}`).sort());
  });

  it('is the only place a remote is named: every webpack config is the same two lines', () => {
    const configs = new Set(REMOTES.map((r) => fs.readFileSync(path.join(ROOT, r.dir, 'webpack.config.cjs'), 'utf8')));
    expect(configs.size).toBe(1);
    expect([...configs][0]).not.toMatch(/mf[_-][a-z]/);
  });

  it('builds each remote with its listed exposes, one file per expose', () => {
    for (const r of REMOTES) {
      const [browser] = createRemoteConfig({ dir: path.join(ROOT, r.dir) });
      const options = federationOptions(browser!);
      expect(options.name).toBe(r.name);
      expect(Object.keys(options.exposes)).toEqual(exposesOf(r).map((e) => `./${e}`));
      // relative to the remote's folder (the build's context), so no checkout path is built in
      for (const file of Object.values(options.exposes)) expect(fs.existsSync(path.join(ROOT, r.dir, file))).toBe(true);
    }
  });

  it('dry run: a sixth remote is one list entry plus its folder', () => {
    const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sixth-')), 'mf-quiz');
    fs.mkdirSync(path.join(folder, 'src/exposes'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'src/exposes/quiz-page.tsx'), 'export default function QuizPage() { return null; }\n');
    fs.copyFileSync(path.join(ROOT, 'mf-content/webpack.config.cjs'), path.join(folder, 'webpack.config.cjs'));
    const sixth: RemoteDefinition = { name: 'mf_quiz', dir: 'mf-quiz', owner: 'Nhóm Thi thử', exposes: ['QuizPage'] };
    const list = [...REMOTES, sixth];

    const [browser, server] = createRemoteConfig({ dir: folder, remotes: list });
    expect(federationOptions(browser!)).toMatchObject({ name: 'mf_quiz', exposes: { './QuizPage': './src/exposes/quiz-page.tsx' } });
    expect(server!.name).toBe('server');
    expect(remotePackages(list).at(-1)).toEqual({ dir: 'mf-quiz', name: 'mf_quiz', kind: 'remote' });
    // A folder that is not in the list does not build: the list stays the one place.
    expect(() => createRemoteConfig({ dir: folder })).toThrow(/mf-quiz is not in the list of remotes/);
    fs.rmSync(path.dirname(folder), { recursive: true, force: true });
  });
});
