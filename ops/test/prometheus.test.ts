/**
 * The Prometheus files as Prometheus takes them: `promtool check rules` and `check config` (Debian's prometheus
 * package, installed by .ci/run), and `promtool test rules`: the SLO's multi-window burn-rate alerts fire on a
 * burn that must page or open a ticket and stay quiet on a healthy site (ops/prometheus/rules.test.yml).
 * Without promtool the checks are skipped on a developer's machine, and fail in CI.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DIR = path.resolve(__dirname, '..', 'prometheus');
const hasPromtool = spawnSync('promtool', ['--version']).status === 0;
const promtool = (...args: string[]) => spawnSync('promtool', args, { cwd: DIR, encoding: 'utf8' });
const checked = hasPromtool || process.env.CI ? test : test.skip;

checked('promtool check rules: the SLO and service rules are valid', () => {
  const res = promtool('check', 'rules', 'rules.yml');
  expect(res.stdout + res.stderr).toContain('SUCCESS: 13 rules found');
  expect(res.status).toBe(0);
});

checked('promtool check config: the scrape configuration (docker-compose) is valid', () => {
  const res = promtool('check', 'config', 'prometheus.yml');
  expect(res.status).toBe(0);
});

checked('promtool test rules: the burn-rate alerts fire when they must, and only then', () => {
  const res = promtool('test', 'rules', 'rules.test.yml');
  expect(res.stdout + res.stderr).toContain('SUCCESS');
  expect(res.status).toBe(0);
});

checked('a rule that pages too late is caught by the unit tests', () => {
  // the fast burn's threshold raised from 14.4× to 60× the budget's rate: the 1 h burn no longer pages
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prom-rules-'));
  try {
    fs.writeFileSync(path.join(dir, 'rules.yml'), fs.readFileSync(path.join(DIR, 'rules.yml'), 'utf8').replaceAll('(14.4 * 0.001)', '(60 * 0.001)'));
    fs.copyFileSync(path.join(DIR, 'rules.test.yml'), path.join(dir, 'rules.test.yml'));
    const res = spawnSync('promtool', ['test', 'rules', 'rules.test.yml'], { cwd: dir, encoding: 'utf8' });
    expect(res.status).not.toBe(0);
    expect(res.stdout + res.stderr).toContain('PageSLOFastBurn');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
