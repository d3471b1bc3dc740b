/**
 * Each build records its side of the runtime contract in the mf-manifest.json it emits (what the publish gate
 * compares): a remote's build what it needs of the page (`runtimeRequires`), the shell's what its runtime
 * provides (`runtimeProvides`). Real Module Federation builds, the manifest read as emitted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const { ChunkIntegrityPlugin } = require('../../webpack/chunk-integrity.cjs') as { ChunkIntegrityPlugin: new () => webpack.WebpackPluginInstance };
const { CHUNK_INTEGRITY_LOOKUP, shellRuntimeContract } = require('../../webpack/runtime-contract.cjs') as {
  CHUNK_INTEGRITY_LOOKUP: string;
  shellRuntimeContract: () => webpack.WebpackPluginInstance;
};

/** Builds a federation container (a remote exposing a page, or a host) and returns its emitted mf-manifest.json. */
async function manifestOf(dir: string, role: 'remote' | 'shell'): Promise<Record<string, unknown>> {
  const out = path.join(dir, role);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: role === 'shell' ? { main: './page.js' } : {},
    output: { path: out, publicPath: '/', uniqueName: role },
    plugins: [
      new ModuleFederationPlugin({
        name: role,
        ...(role === 'remote' ? { filename: 'remoteEntry.js', exposes: { './Page': './page.js' } } : { remotes: {} }),
        manifest: true,
        dts: false,
      }),
      role === 'remote' ? new ChunkIntegrityPlugin() : shellRuntimeContract(),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) =>
      err || stats?.hasErrors() ? reject(err ?? new Error(stats!.toString('errors-only'))) : compiler.close(() => resolve()),
    ),
  );
  return JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as Record<string, unknown>;
}

describe('the runtime contract in each build’s manifest (ops/webpack/runtime-contract.cjs)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-contract-'));
    fs.writeFileSync(path.join(dir, 'page.js'), "export const page = () => 'trang';");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a remote’s build records that its chunk loader needs the page’s hash lookup', async () => {
    const manifest = await manifestOf(dir, 'remote');
    expect(manifest.runtimeRequires).toEqual([CHUNK_INTEGRITY_LOOKUP]);
    expect(manifest).toHaveProperty('exposes'); // still Module Federation's manifest
  }, 60_000);

  it('the shell’s build records that its runtime provides it', async () => {
    const manifest = await manifestOf(dir, 'shell');
    expect(manifest.runtimeProvides).toEqual([CHUNK_INTEGRITY_LOOKUP]);
    expect(manifest).toHaveProperty('shared');
  }, 60_000);

  it('the shell’s webpack config records it (a shell built without it would refuse every new remote at publish)', () => {
    const [browser] = require('../../../shell/webpack.config.cjs') as webpack.Configuration[];
    const contract = browser!.plugins!.find((p) => p?.constructor.name === shellRuntimeContract().constructor.name) as
      { fields?: { runtimeProvides?: string[] } } | undefined;
    expect(contract?.fields?.runtimeProvides).toContain(CHUNK_INTEGRITY_LOOKUP);
  });
});
