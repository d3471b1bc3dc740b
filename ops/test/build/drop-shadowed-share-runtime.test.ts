/**
 * A remote entry carries one share runtime: the federation's. webpack's own (emitted beside it, then replaced
 * when the federation's sets `__webpack_require__.I` again) is dropped — and only where the federation's is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const { DropShadowedShareRuntimePlugin } = require('../../webpack/drop-shadowed-share-runtime.cjs') as {
  DropShadowedShareRuntimePlugin: new () => webpack.WebpackPluginInstance;
};

/** A container exposing one module that imports a shared one; the entry's code, unminified. */
async function remoteEntry(dir: string, drop: boolean): Promise<string> {
  const out = path.join(dir, drop ? 'with' : 'without');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    optimization: { minimize: false },
    output: { path: out, publicPath: 'auto', uniqueName: 'demo' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'demo',
        filename: 'remoteEntry.js',
        exposes: { './Page': './page.js' },
        shared: { lib: { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0', import: './lib.js' } },
        manifest: false,
        dts: false,
      }),
      ...(drop ? [new DropShadowedShareRuntimePlugin()] : []),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) =>
      err || stats?.hasErrors() ? reject(err ?? new Error(stats!.toString('errors-only'))) : compiler.close(() => resolve()),
    ),
  );
  return fs.readFileSync(path.join(out, 'remoteEntry.js'), 'utf8');
}

describe('DropShadowedShareRuntimePlugin (ops/webpack/drop-shadowed-share-runtime.cjs)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-share-runtime-'));
    fs.writeFileSync(path.join(dir, 'lib.js'), 'export const lib = () => 1;');
    fs.writeFileSync(path.join(dir, 'page.js'), "import { lib } from 'lib'; export default () => lib();");
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'demo', version: '1.0.0' }));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const sharingModules = (code: string) => code.split('/* webpack/runtime/sharing */').length - 1;

  it('keeps only the federation’s share runtime in the entry', async () => {
    const without = await remoteEntry(dir, false);
    const withPlugin = await remoteEntry(dir, true);
    expect(sharingModules(without)).toBe(2); // what the plugin is for: webpack's, then the federation's
    expect(sharingModules(withPlugin)).toBe(1);
    expect(withPlugin).toContain('bundlerRuntime.I(');
    // webpack's own registers each shared module in the scope by hand: gone
    const webpackRegister = /register = \(name, version, factory, eager\) =>/;
    expect(without).toMatch(webpackRegister);
    expect(withPlugin).not.toMatch(webpackRegister);
    expect(withPlugin.length).toBeLessThan(without.length);
  }, 60_000);
});
