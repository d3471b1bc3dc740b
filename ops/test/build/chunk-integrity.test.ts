/**
 * Every chunk a remote loads after its entry carries the sha384 of its final bytes (after minifying
 * and webpack's real content hashes): the runtime's map must name each chunk file's real hash, for
 * scripts and stylesheets, with no placeholder left — or the browser would refuse good chunks.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

const { ChunkIntegrityPlugin } = require('../../webpack/chunk-integrity.cjs') as { ChunkIntegrityPlugin: new () => webpack.WebpackPluginInstance };

const sri = (file: string) => `sha384-${createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;

function build(dir: string): Promise<webpack.Stats> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    devtool: 'hidden-source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js', publicPath: '/' },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
    plugins: [new MiniCssExtractPlugin({ chunkFilename: '[name].[contenthash:10].css' }), new ChunkIntegrityPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) =>
      err || stats?.hasErrors() ? reject(err ?? new Error(stats!.toString('errors-only'))) : compiler.close(() => resolve(stats!)),
    ),
  );
}

describe('chunk integrity (ops/webpack/chunk-integrity.cjs)', () => {
  let dir: string;
  let out: string;
  let runtime: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-sri-'));
    fs.writeFileSync(path.join(dir, 'index.js'), "import('./page-a').then((m) => m.a()); import('./page-b').then((m) => m.b());");
    fs.writeFileSync(path.join(dir, 'page-a.js'), "import './page-a.css'; export const a = () => document.title = 'a';");
    fs.writeFileSync(path.join(dir, 'page-a.css'), '.a { color: red }');
    fs.writeFileSync(path.join(dir, 'page-b.js'), "export const b = () => import('./nested').then((m) => m.n());");
    fs.writeFileSync(path.join(dir, 'nested.js'), "export const n = () => 'nested';");
    await build(dir);
    out = path.join(dir, 'dist');
    runtime = fs.readFileSync(
      path.join(
        out,
        fs.readdirSync(out).find((f) => /^main\..*\.js$/.test(f))!,
      ),
      'utf8',
    );
  }, 60_000);

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names the real hash of every chunk file, JS and CSS, nested chunks included', () => {
    const chunks = fs.readdirSync(out).filter((f) => /\.(js|css)$/.test(f) && !f.startsWith('main.'));
    expect(chunks.filter((f) => f.endsWith('.js'))).toHaveLength(3);
    expect(chunks.filter((f) => f.endsWith('.css'))).toHaveLength(1);
    for (const file of chunks) expect(runtime).toContain(sri(path.join(out, file)));
  });

  it('leaves no placeholder and puts the hash on the tag it creates', () => {
    expect(runtime).not.toContain('EDUSRI');
    expect(runtime).toMatch(/\.integrity=/);
    expect(runtime).toContain('edu:subresource-refused');
  });
});
