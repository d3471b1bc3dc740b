import { cacheControl } from '../../src/edge/static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControl: what browsers and shared caches may keep', () => {
  it.each([
    ['a published version’s manifest (its folder never changes)', '/remotes/mf_content/1.0.0-a/mf-manifest.json', IMMUTABLE],
    ['a published version’s entry', '/remotes/mf_content/1.0.0-a/remoteEntry.js', IMMUTABLE],
    ['a file of a version in the deploy folder', '/srv/deploy/remotes/mf_content/1.0.0-a/113.js', IMMUTABLE],
    ['the shell’s hashed chunk', '/srv/deploy/shell/main.0123456789.js', IMMUTABLE],
    ['the shell’s web font, named by content', '/srv/deploy/shell/fonts/be-vietnam-pro-latin-400-normal.0123456789.woff2', IMMUTABLE],
    ['the registry: the pointer that moves', '/registry.json', 'no-cache'],
    ['the shell’s page', '/srv/deploy/shell/index.html', 'no-cache'],
    ['a file with no hash in its name', '/srv/deploy/shell/favicon.ico', 'public, max-age=3600'],
  ])('%s', (_name, file, expected) => expect(cacheControl(file)).toBe(expected));
});
