// Types across the boundary (docs/squad-types.md), for a squad outside the platform's repository. Needs Node 20
// and nothing else:
//   curl -fsS <site>/types/pull.mjs | node --input-type=module - <site> [folder]
// Reads <site>/registry.json; for each remote's live version downloads the types published with it
// (/remotes/<name>/<version>/@mf-types.zip, where Module Federation's tools look) and the platform contract
// (@edu/shared, @edu/ui: /types/edu_contract.json); unzips them into ./@mf-types/<name>/ and writes
// ./@mf-types/tsconfig.json (the paths) for the squad's tsconfig to extend.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [siteArg, folderArg = '@mf-types'] = process.argv.slice(2).filter((a) => a !== '-');
if (!siteArg) fail('usage: curl -fsS <site>/types/pull.mjs | node --input-type=module - <site> [folder]');
const site = siteArg.replace(/\/+$/, '');
const out = path.resolve(folderArg);

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

async function get(url, what) {
  let res;
  try {
    res = await fetch(url);
  } catch (error) {
    fail(`${what}: ${url} does not answer (${error.cause?.code ?? error.message})`);
  }
  if (res.status === 404) return null;
  if (!res.ok) fail(`${what}: ${url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** Every file of a zip (stored or deflated), by its central directory; names may not leave the folder. */
function unzip(buf, dest) {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip');
  let at = buf.readUInt32LE(end + 16);
  for (let n = buf.readUInt16LE(end + 10); n > 0; n--) {
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const skip = nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + skip;
    if (name.endsWith('/')) continue;
    const file = path.resolve(dest, name);
    if (!file.startsWith(dest + path.sep)) throw new Error(`refusing ${name}: outside the folder`);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, method === 8 ? zlib.inflateRawSync(data) : data);
  }
}

const registry = await get(`${site}/registry.json`, 'the registry');
if (!registry) fail(`${site}/registry.json not found: is ${site} a site of the platform?`);
const contractBytes = await get(`${site}/types/edu_contract.json`, 'the contract');
if (!contractBytes) fail(`${site} publishes no contract types (/types/edu_contract.json): deploy the shell with pnpm ops deploy`);
const contract = JSON.parse(contractBytes.toString('utf8'));

fs.rmSync(out, { recursive: true, force: true });
const pulled = {};
const paths = {};
const zip = await get(new URL(contract.zip, site).href, 'the contract types');
if (!zip) fail(`${contract.zip} not found`);
unzip(zip, path.join(out, contract.name));
pulled[contract.name] = contract.version;
for (const [pkg, dir] of Object.entries(contract.packages)) {
  paths[pkg] = [`./${contract.name}/${dir}`];
  paths[`${pkg}/*`] = [`./${contract.name}/${dir}/*`];
}
for (const [name, remote] of Object.entries(JSON.parse(registry.toString('utf8')).remotes)) {
  const version = remote.live?.version;
  if (!version) continue;
  const types = await get(`${site}/remotes/${name}/${version}/@mf-types.zip`, `${name}'s types`);
  if (!types) {
    console.log(`! ${name}@${version}: no types were published with this version`);
    continue;
  }
  unzip(types, path.join(out, name));
  pulled[name] = version;
  paths[`${name}/*`] = [`./${name}/*`];
}
// paths in a tsconfig are relative to the file that declares them: extend it from anywhere
fs.writeFileSync(path.join(out, 'tsconfig.json'), `${JSON.stringify({ compilerOptions: { paths } }, null, 2)}\n`);
fs.writeFileSync(path.join(out, 'pulled.json'), `${JSON.stringify({ site, at: new Date().toISOString(), versions: pulled }, null, 2)}\n`);
for (const [name, version] of Object.entries(pulled)) console.log(`✓ ${name}@${version}`);
console.log(
  `✓ types in ${path.relative(process.cwd(), out) || '.'}/ — in your tsconfig.json: "extends": "./${path.relative(process.cwd(), out)}/tsconfig.json"`,
);
