/**
 * Ways to spell a private file's path (a source map, a version's server build) that a rule on the raw path would
 * miss: percent-encoded letters, dots and slashes, mixed case, dot segments, duplicate slashes. Both edges are
 * tested with every one (ops/test/edge/private-paths.test.ts, e2e/tests/platform/private-files.spec.ts behind
 * nginx). Raw paths: send them as they are (an HTTP client that parses URLs resolves some dot segments itself).
 *
 * `script`: a public script's path, e.g. `/main.1a2b3c4d.js` (its map is `${script}.map`); `version`: a published
 * version's folder, e.g. `/remotes/mf_catalogue/1.2.0`.
 */
export function privateSpellings(script: string, version: string): string[] {
  const dir = script.slice(0, script.lastIndexOf('/'));
  const name = script.slice(script.lastIndexOf('/') + 1);
  const [, remotes, remote, v] = /^\/(remotes)\/([^/]+)\/([^/]+)$/.exec(version) ?? [];
  if (!remotes) throw new Error(`not a version folder: ${version}`);
  return [
    `${script}%2emap`,
    `${script}%2Emap`,
    `${script}.MAP`,
    `${script}.%6Dap`,
    `${dir}/./${name}.map`,
    `${dir}//${name}.map`,
    `${dir}/khong-co/..%2f${name}.map`,
    `${version}/remoteEntry.js%2emap`,
    `${version}/%73erver/remoteEntry.js`,
    `${version}/SERVER/remoteEntry.js`,
    `${version}/Server/mf-manifest.json`,
    `${version}/./server/remoteEntry.js`,
    `${version}/%2e/server/remoteEntry.js`,
    `/remotes//${remote}/${v}/server/remoteEntry.js`,
    `/remotes/${remote}//${v}/server/remoteEntry.js`,
    `${version}/khong-co/..%2fserver/remoteEntry.js`,
    `${version}/server%2fremoteEntry.js`,
    `/%72emotes/${remote}/${v}/server/remoteEntry.js`,
  ];
}
