import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export { freePort } from '../support/ports';

export const ROOT = path.resolve(__dirname, '../../..');

export interface DevRun {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the printed `Open …` URL. */
  opened: Promise<string>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** `pnpm dev …` as a squad types it, its output collected. */
export function runDev(args: string[], root = ROOT): DevRun {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'ops/src/dev/dev-cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const opened = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^Open (\S+)$/m.exec(out);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`pnpm dev exited (${code}) before printing Open:\n${out}`)));
  });
  opened.catch(() => undefined);
  return {
    child,
    output: () => out,
    opened,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A source file a test edits as a squad would, put back byte for byte afterwards. */
export class EditedFile {
  private readonly original: string;
  constructor(readonly file: string) {
    this.original = fs.readFileSync(file, 'utf8');
  }
  write(transform: (text: string) => string): void {
    const next = transform(this.original);
    if (next === this.original) throw new Error(`the edit changed nothing in ${this.file}`);
    fs.writeFileSync(this.file, next);
  }
  restore(): void {
    fs.writeFileSync(this.file, this.original);
  }
}
