import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileLeadership, lastBeat } from '../../src/canary/leader';

/**
 * Canary controllers on one machine (the registry in a deploy folder): one leads by a lock file naming its pid;
 * while it lives nobody else does, and once its process is gone the next controller to look takes over.
 */
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'canary-leader-'));
const quiet = () => undefined;

describe('canary controller leadership in a deploy folder', () => {
  it('one leader while it lives; its heartbeat names it for canary --auto', async () => {
    const dir = tmp();
    const [a, b] = [fileLeadership(dir, 'a', quiet), fileLeadership(dir, 'b', quiet)];
    expect(await lastBeat(dir)).toBeNull();
    expect(await a.hold()).toBe(true);
    expect(await b.hold()).toBe(false);
    expect(await a.hold()).toBe(true);
    expect(await lastBeat(dir)).toEqual({ controller: 'a', secondsAgo: 0 });
    await a.release();
    expect(await b.hold()).toBe(true);
    expect(await lastBeat(dir)).toMatchObject({ controller: 'b' });
  });

  it('a leader whose process died is passed over', async () => {
    const dir = tmp();
    // a process that has exited: its pid no longer answers
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    fs.writeFileSync(
      path.join(dir, '.canary-controller.lock'),
      JSON.stringify({ pid: Number(dead), host: os.hostname(), id: 'gone', since: new Date().toISOString(), name: 'gone' }),
    );
    expect(await lastBeat(dir)).toBeNull();
    const next = fileLeadership(dir, 'next', quiet);
    expect(await next.hold()).toBe(true);
    expect(await lastBeat(dir)).toMatchObject({ controller: 'next' });
  });
});
