import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sri384 } from '../../src/build/hash-tree';
import { preloadLinks, shellPreloadLinks } from '../../src/ssr/html-document';
import { RemotePageLoader } from '../../src/ssr/remote-page-loader';
import { providedFilesOf, shellShareHints } from '../../src/ssr/shell-share-hints';

/**
 * The head of a server-rendered page hints the files the browser needs to run the page's remote (issue 31: on a
 * phone they download beside the shell's code instead of after it), and only those: the expose's async chunks
 * (a modal, the sanitizer) would cost every visit their bytes.
 */
describe('a remote page’s preloads', () => {
  let deployDir: string;
  const version = '1.0.0-abc';
  const dir = () => path.join(deployDir, 'remotes', 'mf_catalogue', version);
  const loader = () => new RemotePageLoader({ deployDir, load: () => Promise.reject(new Error('unused')), budgetMs: 100, log: () => undefined });
  const ref = { version, entry: `/remotes/mf_catalogue/${version}/mf-manifest.json`, integrity: 'sha384-entry' };

  beforeEach(() => {
    deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
    fs.mkdirSync(dir(), { recursive: true });
    for (const file of ['991.js', 'expose_Course.js', 'lazy-modal.js', 'expose_Course.css'])
      fs.writeFileSync(path.join(dir(), file), `/* ${file} */`);
    const manifest = {
      exposes: [
        {
          name: 'CourseDetailPage',
          assets: { js: { sync: ['991.js', 'expose_Course.js'], async: ['lazy-modal.js'] }, css: { sync: ['expose_Course.css'], async: [] } },
        },
      ],
      exposeShares: { CourseDetailPage: ['@edu/shared/mutation', '@edu/shared/state', 'react'] },
    };
    fs.writeFileSync(path.join(dir(), 'mf-manifest.json'), JSON.stringify(manifest));
  });
  afterEach(() => fs.rmSync(deployDir, { recursive: true, force: true }));

  it('are the manifest, the entry with its registry hash, and the expose’s own scripts with theirs', () => {
    const hash = (file: string) => sri384(fs.readFileSync(path.join(dir(), file)));
    expect(loader().preloadsFor('mf_catalogue', ref, 'CourseDetailPage')).toEqual([
      { href: ref.entry, as: 'fetch' },
      { href: `/remotes/mf_catalogue/${version}/remoteEntry.js`, as: 'script', integrity: 'sha384-entry' },
      { href: `/remotes/mf_catalogue/${version}/991.js`, as: 'script', integrity: hash('991.js') },
      { href: `/remotes/mf_catalogue/${version}/expose_Course.js`, as: 'script', integrity: hash('expose_Course.js') },
    ]);
  });

  it('are none for an expose the manifest does not list, or a version without one', () => {
    expect(loader().preloadsFor('mf_catalogue', ref, 'HomePage')).toEqual([]);
    fs.rmSync(path.join(dir(), 'mf-manifest.json'));
    expect(loader().preloadsFor('mf_catalogue', ref, 'CourseDetailPage')).toEqual([]);
  });

  it('are written as the federation runtime asks for them (CORS, the same hash), so the browser uses them', () => {
    expect(
      preloadLinks([
        { href: '/remotes/a/1/mf-manifest.json', as: 'fetch' },
        { href: '/remotes/a/1/x.js?"><script>', as: 'script', integrity: 'sha384-x' },
      ]),
    ).toBe(
      '<link rel="preload" as="fetch" href="/remotes/a/1/mf-manifest.json" crossorigin="anonymous">' +
        '<link rel="preload" as="script" href="/remotes/a/1/x.js?&quot;>&lt;script>" integrity="sha384-x" crossorigin="anonymous">',
    );
  });

  it('name the singletons each expose consumes (from its build), none for an older build that does not say', () => {
    expect(loader().sharesFor('mf_catalogue', version, 'CourseDetailPage')).toEqual(['@edu/shared/mutation', '@edu/shared/state', 'react']);
    expect(loader().sharesFor('mf_catalogue', version, 'HomePage')).toEqual([]);
  });
});

/**
 * The shell's files of the singletons a page consumes and the shell provides lazily (the write hook on a course page):
 * hinted too, so they come beside the page's code instead of one round trip after it; what the template already
 * hints (the start-up singletons file) is not hinted twice, and a page that consumes none gets none.
 */
describe('the shell’s files a page’s remote will ask for', () => {
  const provided = {
    '@edu/shared/mutation': ['267.cb765dd3e5.js'],
    '@edu/shared/state': ['singletons.f3f6ce9af9.js'],
    react: ['singletons.f3f6ce9af9.js'],
    '@edu/shared': ['legacy.1.js', 'singletons.f3f6ce9af9.js'],
  };
  const template = '<link rel=preload href=/singletons.f3f6ce9af9.js as=script>';
  it.each([
    ['a page that writes', ['@edu/shared/mutation', '@edu/shared/state', 'react'], ['/267.cb765dd3e5.js']],
    ['a page that only reads', ['@edu/shared/state', 'react'], []],
    ['a page of an older remote (the whole barrel)', ['@edu/shared'], ['/legacy.1.js']],
    ['a key the shell does not provide lazily', ['zustand'], []],
    ['an older build that names none', [], []],
  ])('%s', (_page, shares, hints) => {
    expect(shellShareHints(provided, template, shares)).toEqual(hints);
  });

  it('reads the shell’s manifest, and finds nothing in one without the list, or none at all', () => {
    expect(providedFilesOf(JSON.stringify({ providedFiles: provided }))).toEqual(provided);
    expect(providedFilesOf(JSON.stringify({ shared: [] }))).toEqual({});
    expect(providedFilesOf('{not json')).toEqual({});
    expect(providedFilesOf(null)).toEqual({});
  });

  it('are written as the shell’s chunk loader asks: same-origin, no crossorigin, no hash', () => {
    expect(shellPreloadLinks(['/267.js', '/x.js"><script>'])).toBe(
      '<link rel="preload" as="script" href="/267.js"><link rel="preload" as="script" href="/x.js&quot;>&lt;script>">',
    );
  });
});
