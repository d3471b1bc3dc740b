import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, relative, sorted (stable across machines). */
export function listFiles(dir: string, skip: (rel: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const walk = (abs: string, rel: string) => {
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (skip(childRel)) continue;
      if (entry.isDirectory()) walk(path.join(abs, entry.name), childRel);
      else if (entry.isFile()) out.push(childRel);
    }
  };
  if (fs.existsSync(dir)) walk(dir, '');
  return out.sort();
}

export const sha256 = (data: Buffer | string): string => crypto.createHash('sha256').update(data).digest('hex');

/** SRI value of a file's bytes. */
export const sri384 = (data: Buffer): string => `sha384-${crypto.createHash('sha384').update(data).digest('base64')}`;

/** Per-file sha256 of a tree, and one digest over all of them. */
export function hashTree(dir: string, skip?: (rel: string) => boolean): { files: Record<string, string>; digest: string } {
  const files: Record<string, string> = {};
  for (const rel of listFiles(dir, skip)) files[rel] = sha256(fs.readFileSync(path.join(dir, rel)));
  const digest = sha256(
    Object.entries(files)
      .map(([f, h]) => `${f}:${h}`)
      .join('\n'),
  );
  return { files, digest };
}
