import { AssetIntegrity } from '../src/remotes/asset-integrity';

const MANIFEST_URL = '/remotes/mf_content/1.0.0-abc/mf-manifest.json';
const manifest = {
  name: 'mf_content',
  integrity: { 'remoteEntry.js': 'sha384-entry', '113.c0dfcc7ac2.js': 'sha384-chunk', 'page.css': 'sha384-css' },
};

describe('AssetIntegrity: the hash each file of a loaded version must have', () => {
  const assets = new AssetIntegrity();
  assets.record(MANIFEST_URL, manifest);
  assets.record('/remotes/mf_account/1.0.0-old/mf-manifest.json', { name: 'mf_account' }); // published before hashes were listed

  it.each([
    ['a listed chunk, relative URL', '/remotes/mf_content/1.0.0-abc/113.c0dfcc7ac2.js', { integrity: 'sha384-chunk' }],
    ['a listed chunk, absolute URL', `${location.origin}/remotes/mf_content/1.0.0-abc/113.c0dfcc7ac2.js`, { integrity: 'sha384-chunk' }],
    ['a listed stylesheet, query ignored', '/remotes/mf_content/1.0.0-abc/page.css?v=1', { integrity: 'sha384-css' }],
    ['a file its manifest never listed', '/remotes/mf_content/1.0.0-abc/999.evil.js', { unlisted: true }],
    ['another version of the same remote (its manifest not read yet)', '/remotes/mf_content/1.0.0-def/113.c0dfcc7ac2.js', null],
    ['a version whose manifest lists no hashes', '/remotes/mf_account/1.0.0-old/1.js', null],
    ['the shell’s own files', '/main.abc.js', null],
  ])('%s', (_name, url, expected) => expect(assets.check(url)).toEqual(expected));
});
