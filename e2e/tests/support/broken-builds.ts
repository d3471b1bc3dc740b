import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployDir, exposeChunk } from './registry';

const ROOT = path.resolve(__dirname, '../../..');

/** A copy of a live mf-content build (its own folder: the first build of that version, or what is deployed). */
function copyOf(live: string): string {
  const from = path.join(ROOT, 'mf-content/dist', live.split('-copy-')[0]!);
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'broken-build-')), 'build');
  fs.cpSync(fs.existsSync(from) ? from : path.join(deployDir(), 'remotes', 'mf_content', live), dir, { recursive: true });
  return dir;
}

/**
 * A copy of a live mf-content build with its About page's browser chunk edited (its server build untouched), ready to
 * publish, its SRI hash in the manifest made the new bytes' (as its build would).
 */
function editedAboutChunk(live: string, edit: (code: string, chunk: string) => string): string {
  const dir = copyOf(live);
  const chunk = exposeChunk(dir, 'AboutPage');
  const file = path.join(dir, chunk);
  const code = fs.readFileSync(file, 'utf8');
  const broken = edit(code, chunk);
  fs.writeFileSync(file, broken);
  for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true });
  // as its build would: the chunk's hash in the manifest is the new bytes' (or the browser refuses it); the entry's
  // chunk loader asks the page for it, which reads it from the registry-checked manifest (ops/webpack/chunk-integrity.cjs)
  const [before, after] = [code, broken].map((bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`);
  const manifest = path.join(dir, 'mf-manifest.json');
  const text = fs.readFileSync(manifest, 'utf8');
  if (!text.includes(before!)) throw new Error(`mf-manifest.json does not hold ${chunk}'s hash: update this helper`);
  fs.writeFileSync(manifest, text.split(before!).join(after!));
  return dir;
}

/**
 * A copy of a live mf-content build whose About page throws as soon as it renders (its server build is
 * untouched), ready to publish: what a squad's bad release looks like to ops.
 */
export function throwingAboutPage(live: string, message: string): string {
  return editedAboutChunk(live, (code, chunk) => {
    if (!code.includes('heading:"Giới thiệu"')) throw new Error(`${chunk} no longer renders heading:"Giới thiệu": update this helper`);
    return code.replace('heading:"Giới thiệu"', `heading:(()=>{throw new Error(${JSON.stringify(message)})})()`);
  });
}

/**
 * A copy of a live mf-content build that works and is slow to answer a tap: once its About page's code has loaded, every
 * click busy-waits `ms` on the main thread before the page can paint again (an INP of ≥ `ms`), as a heavy handler would.
 */
export function slowClickAboutPage(live: string, ms = 300): string {
  return editedAboutChunk(
    live,
    (code) => `document.addEventListener("click",function(){var t=performance.now();while(performance.now()-t<${ms}){}});\n${code}`,
  );
}

/**
 * A copy of a live mf-content build whose About page throws when the SSR service renders it (its server build), while
 * its browser build is untouched: browsers show the page (rendered by themselves) and report nothing wrong — only the
 * server's own signals say the version is broken.
 */
export function serverThrowingAboutPage(live: string, message: string): string {
  const dir = copyOf(live);
  const serverDir = path.join(dir, 'server');
  const needle = 'heading: "Giới thiệu"';
  const chunk = fs.readdirSync(serverDir).find((f) => f.endsWith('.js') && fs.readFileSync(path.join(serverDir, f), 'utf8').includes(needle));
  if (!chunk) throw new Error(`no server chunk renders ${needle}: update this helper`);
  const file = path.join(serverDir, chunk);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(needle, `heading: (() => { throw new Error(${JSON.stringify(message)}); })()`));
  return dir;
}
