/**
 * `pnpm bench:gate [rounds]`: the render gate on a loaded machine (issue 35, "What it must show"). Against
 * the built site (`pnpm build` first), started here as e2e starts it, each round keeps every core busy
 * with a CPU burner (`node -e 'for(;;){}'`, one per core) and, while they run:
 *   A. promotes a sound copy of mf_content and one of mf_account at the same moment, from two CLI
 *      processes (the pair that was refused on a clean 2-core CI machine): both must be recorded;
 *   B. promotes a copy of mf_content whose About page throws on render: it must be refused, as a failure
 *      (it threw), not as "could not judge".
 * Prints one line per promote and a closing line; exit 1 when any outcome is not the expected one.
 * GATE_BENCH_BURNERS=N sets the number of burners (default: one per core).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'gate-load-'));
const runDir = process.env.E2E_RUN_DIR;
const ROOT = path.resolve(__dirname, '..');
const port = Number(process.env.GATE_BENCH_PORT ?? 3800);
const site = `http://localhost:${port}`;
const rounds = Number(process.argv[2] ?? 3);
const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
const burnerCount = Number(process.env.GATE_BENCH_BURNERS ?? cores);
const run = promisify(execFile);
const children: ChildProcess[] = [];

interface Outcome {
  what: string;
  expected: 'recorded' | 'refused: threw';
  got: string;
  seconds: number;
  waitedInQueue: string;
  unjudgedVisits: number;
  output: string;
}

const load = () => os.loadavg()[0]!.toFixed(1);

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function promote(remote: string, version: string, token: string, expected: Outcome['expected']): Promise<Outcome> {
  const started = Date.now();
  let output: string;
  let code = 0;
  try {
    const { stdout, stderr } = await run(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, 'ops/src/cli/ops.ts'), 'promote', remote, version, '--reason', 'gate under load'],
      { env: { ...process.env, DEPLOY_DIR: path.join(runDir, 'deploy'), OPS_TOKEN: token, EDGE_URL: site }, maxBuffer: 16 << 20 },
    );
    output = stdout + stderr;
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    output = failed.stdout + failed.stderr;
    code = failed.code;
  }
  const got =
    code === 0
      ? 'recorded'
      : output.includes('could not judge it')
        ? 'refused: could not judge'
        : /fails when the live shell renders \S+: it threw/.test(output)
          ? 'refused: threw'
          : `refused: ${output.split('\n').find((l) => l.startsWith('✗')) ?? 'exit ' + code}`;
  const queued = /my turn after (\d+) s in the queue/.exec(output);
  return {
    what: `${remote}@${version.replace(/^.*-copy-/, '…-copy-')}`,
    expected,
    got,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    waitedInQueue: queued ? `${queued[1]} s` : '—',
    unjudgedVisits: (output.match(/^\s+\? /gm) ?? []).length,
    output,
  };
}

async function main(): Promise<number> {
  const { createToken } = await import('../ops/src/registry/deploy-tokens');
  const { publishRemote } = await import('../ops/src/registry/publish');
  const { currentLive, deployDir, publishCopy, setLive } = await import('./tests/support/registry');
  const { throwingAboutPage } = await import('./tests/support/broken-builds');

  console.log(`site on ${site} (run folder ${runDir}); ${cores} cores, ${burnerCount} CPU burners per round, ${rounds} rounds`);
  children.push(
    spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'ops/src/cli/start.ts'), '--no-build'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        API_PORT: String(port + 1),
        DEPLOY_DIR: path.join(runDir, 'deploy'),
        DATA_DIR: path.join(runDir, 'data'),
        NODE_ENV: 'test',
      },
    }),
  );
  await waitFor(`${site}/api/settings.json`, 180_000);
  process.env.DATA_DIR = path.join(runDir, 'data'); // the site's embedded database holds the tokens
  const token = (await createToken('gate-bench', ['*'])).token;
  const originals = { mf_content: (await currentLive('mf_content'))!, mf_account: (await currentLive('mf_account'))! };
  const all: Outcome[] = [];
  for (let round = 1; round <= rounds; round++) {
    const burners = Array.from({ length: burnerCount }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
    children.push(...burners);
    try {
      // the load average lags: give it time to show the burners (or 60 s)
      const since = Date.now();
      while (os.loadavg()[0]! < burnerCount && Date.now() - since < 60_000) await new Promise((r) => setTimeout(r, 1000));
      const [content, account] = await Promise.all([publishCopy('mf_content', `load${round}`), publishCopy('mf_account', `load${round}`)]);
      const broken = `${originals.mf_content.split('-copy-')[0]}-copy-load${round}-throws-${Date.now()}`;
      await publishRemote(deployDir(), 'mf_content', throwingAboutPage(originals.mf_content, `trang hỏng, vòng ${round}`), broken);
      const before = load();
      const pair = await Promise.all([promote('mf_content', content, token, 'recorded'), promote('mf_account', account, token, 'recorded')]);
      const refused = await promote('mf_content', broken, token, 'refused: threw');
      console.log(`\nround ${round}: load ${before} → ${load()} (1-min average, ${cores} cores, ${burnerCount} burners)`);
      for (const o of [...pair, refused]) {
        all.push(o);
        const ok = o.got === o.expected;
        console.log(
          `  ${ok ? '✓' : '✗'} ${o.what.padEnd(44)} ${o.got.padEnd(26)} ${String(o.seconds).padStart(6)} s  queue ${o.waitedInQueue.padEnd(5)} visits not judged: ${o.unjudgedVisits}`,
        );
        fs.appendFileSync(path.join(runDir, 'promotes.log'), `\n=== round ${round}: ${o.what} → ${o.got}\n${o.output}`);
        if (!ok || o.unjudgedVisits || process.env.GATE_BENCH_VERBOSE) console.log(o.output.replace(/^/gm, '      '));
      }
    } finally {
      for (const b of burners) b.kill('SIGKILL');
      await setLive('mf_content', originals.mf_content);
      await setLive('mf_account', originals.mf_account);
    }
  }
  const wrong = all.filter((o) => o.got !== o.expected).length;
  console.log(`\nevery promote's output: ${path.join(runDir, 'promotes.log')}`);
  console.log(`${all.length - wrong} passed, ${wrong} failed`);
  return wrong ? 1 : 0;
}

const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
main()
  .then((code) => {
    stopAll();
    process.exit(code);
  })
  .catch((error: Error) => {
    console.error(`✗ ${error.message}`);
    stopAll();
    process.exit(1);
  });
