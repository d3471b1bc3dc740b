import { AssetIntegrity, CHUNK_INTEGRITY_GLOBAL, provideChunkIntegrity, UNLISTED_FILE_SRI } from '../src/remotes/asset-integrity';

const MANIFEST_URL = '/remotes/mf_content/1.0.0-abc/mf-manifest.json';
const manifest = {
  name: 'mf_content',
  integrity: { 'remoteEntry.js': 'sha384-entry', '113.c0dfcc7ac2.js': 'sha384-chunk', 'page.css': 'sha384-css' },
};

describe('AssetIntegrity: the hash each file of a loaded version must have', () => {
  const assets = new AssetIntegrity();
  assets.record(MANIFEST_URL, manifest, true);
  assets.record('/remotes/mf_account/1.0.0-old/mf-manifest.json', { name: 'mf_account' }, true); // published before hashes were listed
  // a manifest read without the registry's hash of it (no pointer for that version)
  assets.record('/remotes/mf_learning/1.0.0-unchecked/mf-manifest.json', { integrity: { '7.js': 'sha384-seven' } }, false);

  it.each([
    ['a listed chunk, relative URL', '/remotes/mf_content/1.0.0-abc/113.c0dfcc7ac2.js', { integrity: 'sha384-chunk' }],
    ['a listed chunk, absolute URL', `${location.origin}/remotes/mf_content/1.0.0-abc/113.c0dfcc7ac2.js`, { integrity: 'sha384-chunk' }],
    ['a listed stylesheet, query ignored', '/remotes/mf_content/1.0.0-abc/page.css?v=1', { integrity: 'sha384-css' }],
    ['a file its manifest never listed', '/remotes/mf_content/1.0.0-abc/999.evil.js', { unlisted: true }],
    ['another version of the same remote (its manifest not read yet)', '/remotes/mf_content/1.0.0-def/113.c0dfcc7ac2.js', null],
    ['a version whose manifest lists no hashes', '/remotes/mf_account/1.0.0-old/1.js', null],
    ['the shell’s own files', '/main.abc.js', null],
  ])('%s', (_name, url, expected) => expect(assets.check(url)).toEqual(expected));

  // what a remote entry's chunk loader gets (ops/webpack/chunk-integrity.cjs): always a hash, a real one only when vouched for
  it.each([
    ['a listed chunk of a checked manifest', `${location.origin}/remotes/mf_content/1.0.0-abc/113.c0dfcc7ac2.js`, 'sha384-chunk'],
    ['a listed stylesheet of a checked manifest', '/remotes/mf_content/1.0.0-abc/page.css', 'sha384-css'],
    ['a file that manifest never listed', '/remotes/mf_content/1.0.0-abc/999.evil.js', UNLISTED_FILE_SRI],
    ['a version whose manifest was not read', '/remotes/mf_content/1.0.0-def/113.c0dfcc7ac2.js', UNLISTED_FILE_SRI],
    ['a version whose manifest lists no hashes', '/remotes/mf_account/1.0.0-old/1.js', UNLISTED_FILE_SRI],
    ['a file listed by a manifest nobody checked', '/remotes/mf_learning/1.0.0-unchecked/7.js', UNLISTED_FILE_SRI],
  ])('chunk loader: %s', (_name, url, expected) => expect(assets.chunkIntegrity(url)).toBe(expected));
});

describe('provideChunkIntegrity: the page answers a remote entry’s chunk loader', () => {
  it('publishes the lookup under the name the build asks for, and keeps one another host published', () => {
    const { PAGE_LOOKUP, NO_FILE_SRI } = require('../../ops/webpack/chunk-integrity.cjs') as { PAGE_LOOKUP: string; NO_FILE_SRI: string };
    expect(CHUNK_INTEGRITY_GLOBAL).toBe(PAGE_LOOKUP);
    expect(UNLISTED_FILE_SRI).toBe(NO_FILE_SRI);

    const assets = new AssetIntegrity();
    assets.record(MANIFEST_URL, manifest, true);
    const page: Parameters<typeof provideChunkIntegrity>[0] = {};
    provideChunkIntegrity(page, assets);
    expect(page[CHUNK_INTEGRITY_GLOBAL]!('/remotes/mf_content/1.0.0-abc/113.c0dfcc7ac2.js')).toBe('sha384-chunk');

    const first = page[CHUNK_INTEGRITY_GLOBAL];
    provideChunkIntegrity(page, new AssetIntegrity());
    expect(page[CHUNK_INTEGRITY_GLOBAL]).toBe(first);
  });
});
