import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquire, inTurn } from '../../src/gate/queue';

/** One render check at a time per machine, across processes: the others wait, and a dead holder is passed over. */
let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-queue-'));
  file = path.join(dir, 'render-gate.lock');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('checks in one process take turns, never overlapping', async () => {
  const running: string[] = [];
  const overlaps: string[] = [];
  const check = (name: string) =>
    inTurn({ file, what: name, pollMs: 10 }, async () => {
      if (running.length) overlaps.push(`${name} while ${running.join(', ')}`);
      running.push(name);
      await new Promise((r) => setTimeout(r, 30));
      running.splice(running.indexOf(name), 1);
      return name;
    });
  expect(await Promise.all(['a', 'b', 'c'].map(check))).toEqual(['a', 'b', 'c']);
  expect(overlaps).toEqual([]);
  expect(fs.existsSync(file)).toBe(false);
});

it('a waiter says whom it waits for, once, and gets its turn when the holder releases', async () => {
  const release = await acquire({ file, what: 'the render check of mf_content@1', pollMs: 10 });
  const lines: string[] = [];
  const second = inTurn({ file, what: 'the render check of mf_account@2', pollMs: 10, log: (l) => lines.push(l) }, async () => 'done');
  await new Promise((r) => setTimeout(r, 100));
  release();
  expect(await second).toBe('done');
  expect(lines[0]).toMatch(/^ {2}waiting for the render check of mf_content@1 \(pid \d+, since .+\) to finish/);
  expect(lines.filter((l) => l.includes('waiting for'))).toHaveLength(1);
  expect(lines.at(-1)).toMatch(/my turn after \d+ s in the queue/);
});

it('a holder whose process died is passed over', async () => {
  const dead = spawn(process.execPath, ['-e', '0']);
  await new Promise((r) => dead.on('exit', r));
  fs.writeFileSync(file, JSON.stringify({ pid: dead.pid, host: os.hostname(), since: new Date().toISOString(), what: 'a crashed check', id: 'x' }));
  expect(await inTurn({ file, what: 'next', pollMs: 10, waitMs: 2000 }, async () => 'ran')).toBe('ran');
});

it('a live holder that never finishes: the waiter gives up after its wait, naming it', async () => {
  const release = await acquire({ file, what: 'a stuck check', pollMs: 10 });
  await expect(acquire({ file, what: 'next', pollMs: 10, waitMs: 100 })).rejects.toThrow(/waited 0 min for a stuck check \(pid \d+/);
  release();
});

it('a release removes only its own holding', async () => {
  const release = await acquire({ file, what: 'first', pollMs: 10 });
  const mine = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(mine), id: 'someone-else' }));
  release();
  expect(fs.existsSync(file)).toBe(true);
});
