/**
 * @jest-environment jsdom
 *
 * Every chunk a remote loads after its entry carries a hash: the entry's loader asks the page for it
 * (`self._EDU_CHUNK_INTEGRITY`, which answers from the registry-checked manifest) and puts a hash no file has
 * when the page knows none — so the browser refuses a chunk nobody vouched for. The built runtime is run here
 * and the tags it creates are read: scripts and stylesheets, nested chunks included.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { clearImmediate, setImmediate } from 'node:timers';

// webpack runs here too, and jsdom's globals lack Node's immediates
Object.assign(globalThis, { setImmediate, clearImmediate });

const { ChunkIntegrityPlugin, PAGE_LOOKUP, NO_FILE_SRI } = require('../../webpack/chunk-integrity.cjs') as {
  ChunkIntegrityPlugin: new () => webpack.WebpackPluginInstance;
  PAGE_LOOKUP: string;
  NO_FILE_SRI: string;
};

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

type Page = Window & Record<string, unknown>;

describe('chunk integrity (ops/webpack/chunk-integrity.cjs)', () => {
  let dir: string;
  let out: string;
  let runtime: string;
  let hashes: Map<string, string>;

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
    hashes = new Map(
      fs
        .readdirSync(out)
        .filter((f) => /\.(js|css)$/.test(f) && !f.startsWith('main.'))
        .map((f) => [`/${f}`, sri(path.join(out, f))]),
    );
  }, 60_000);

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Runs the entry's runtime on a fresh head: the tags it creates for its first chunks, by path. */
  function run(lookup?: (url: string) => string | undefined): Map<string, HTMLScriptElement | HTMLLinkElement> {
    document.head.innerHTML = '';
    const page = window as unknown as Page;
    delete page[PAGE_LOOKUP];
    delete page.webpackChunk;
    if (lookup) page[PAGE_LOOKUP] = lookup;
    (0, eval)(runtime);
    const tags = [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')];
    return new Map(tags.map((tag) => [new URL('src' in tag ? tag.src : tag.href).pathname, tag]));
  }

  it('carries no hash of its own: the chunks’ hashes are the manifest’s', () => {
    expect(hashes.size).toBe(4);
    for (const hash of hashes.values()) expect(runtime).not.toContain(hash);
  });

  it('puts the page’s hash on every script and stylesheet it creates, with CORS', () => {
    const asked: string[] = [];
    const tags = run((url) => {
      asked.push(new URL(url, location.href).pathname);
      return hashes.get(new URL(url, location.href).pathname);
    });
    // page-a's script and stylesheet and page-b's script start at once; `nested` only once page-b has run
    expect(tags.size).toBe(3);
    for (const [file, tag] of tags) {
      expect(tag.integrity).toBe(hashes.get(file));
      expect(tag.crossOrigin).toBe('anonymous');
    }
    expect(asked.sort()).toEqual([...tags.keys()].sort());
  });

  it('refuses what the page has no hash for, and a page without the lookup', () => {
    for (const tags of [run(() => undefined), run()]) {
      expect(tags.size).toBe(3);
      for (const tag of tags.values()) expect(tag.integrity).toBe(NO_FILE_SRI);
    }
  });

  it('announces a refused chunk to the shell', () => {
    const refused: unknown[] = [];
    window.addEventListener('edu:subresource-refused', (e) => refused.push((e as CustomEvent).detail));
    const [, tag] = [...run(() => undefined)][0]!;
    tag.onerror = null; // the loader's own handler would fail the chunk's promise (nothing here awaits it)
    tag.dispatchEvent(new Event('error'));
    expect(refused).toEqual([{ url: 'src' in tag ? tag.src : tag.href, integrity: NO_FILE_SRI }]);
  });
});
