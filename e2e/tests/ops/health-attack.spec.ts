import { expect, test, type APIRequestContext } from '@playwright/test';
import type { RemoteHealthReport } from '../../../shared/src/schemas/remote-health';
import { DEFAULT_CANARY_POLICY, judgeCanary } from '../../../ops/src/registry/canary-watch';
import { deployDir, liveVersion, promote, publishCopy, setLive } from '../support/registry';

/**
 * The must-show of signed health (issue 29): before it, 3 anonymous load beacons with weight 100 promoted a
 * canary and 6 error beacons rolled a healthy one back. Versions are public (/registry.json), so the forger
 * knows what to name; without a token the site signed for that version, nothing they send is counted, and
 * a real page view's token counts once per kind however often it is replayed.
 */
const ADMIN = 'e2e-admin-token-0123456789abcdef';
const REMOTE = 'mf_content';

async function health(request: APIRequestContext, version: string) {
  const res = await request.get('/api/admin/remote_health.json?minutes=15', { headers: { authorization: `Bearer ${ADMIN}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: RemoteHealthReport }).data.versions.find((v) => v.remote === REMOTE && v.version === version);
}

/** The audit's 9 beacons for `version`: 3 loads with weight 100, 6 errors; every one answered 200 (nothing to probe). */
async function forge(request: APIRequestContext, version: string, token?: string): Promise<void> {
  const posts = [
    ...Array.from({ length: 3 }, () =>
      request.post('/api/telemetry/remote_load.json', { data: { remote: REMOTE, version, page: '/gioi-thieu', weight: 100, token } }),
    ),
    ...['render', 'render', 'remote-load', 'remote-load', 'integrity', 'integrity'].map((kind) =>
      request.post('/api/telemetry/client-error.json', { data: { kind, remote: REMOTE, version, url: '/x', page: '/gioi-thieu', token } }),
    ),
  ];
  for (const res of await Promise.all(posts)) expect(res.status()).toBe(200);
}

/** The health token of a server-rendered page, as a browser gets it. */
async function pageToken(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const payload = /<script id="ssr-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  const token = payload ? (JSON.parse(payload) as { healthToken?: string }).healthToken : undefined;
  expect(token, 'the rendered page carries a health token').toMatch(/^[\w-]+\.[\w-]+$/);
  return token!;
}

let original: string | null = null;
test.afterEach(async () => {
  if (original) await setLive(REMOTE, original);
});

test('forged health beacons change no count and no decision; a page view counts once per kind', async ({ request }) => {
  original = liveVersion(REMOTE)!;
  const target = await publishCopy(REMOTE, 'forged');
  // a live page's real token: it vouches for the live version, not for the one the forger names
  const otherVersion = await pageToken(request, '/gioi-thieu');
  const [body, sig] = otherVersion.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { v: Record<string, string> };
  const tampered = `${Buffer.from(JSON.stringify({ ...claims, v: { ...claims.v, [REMOTE]: target } })).toString('base64url')}.${sig}`;

  for (const token of [undefined, 'eyJ2Ijp7fX0.AAAA', tampered, otherVersion]) await forge(request, target, token);
  expect(await health(request, target)).toBeUndefined();
  const policy = { ...DEFAULT_CANARY_POLICY, minLoads: 1, minAttempts: 1, minVisitors: 1 };
  expect(judgeCanary(await health(request, target), await health(request, original), policy).kind).toBe('wait');

  // live: a page view of it gets a token for it; sent twice over, it counts one load and one render error
  await promote(deployDir(), REMOTE, target);
  const token = await pageToken(request, '/gioi-thieu');
  for (let i = 0; i < 2; i += 1) {
    expect((await request.post('/api/telemetry/remote_load.json', { data: { remote: REMOTE, version: target, weight: 100, token } })).status()).toBe(
      200,
    );
    expect(
      (
        await request.post('/api/telemetry/client-error.json', { data: { kind: 'render', remote: REMOTE, version: target, url: '/x', token } })
      ).status(),
    ).toBe(200);
  }
  await expect.poll(async () => (await health(request, target))?.loads ?? 0).toBe(1);
  expect(await health(request, target)).toMatchObject({ loads: 1, render_errors: 1, load_errors: 0, integrity_errors: 0, visitors: 1 });
});

test('forged Web Vitals beacons change no p75 and no decision', async ({ request }) => {
  original = liveVersion(REMOTE)!;
  const target = await publishCopy(REMOTE, 'forged-vitals');
  await promote(deployDir(), REMOTE, target);
  // one real page view of it, its load counted: the version is in the report, with no vitals yet
  const real = await pageToken(request, '/gioi-thieu');
  expect((await request.post('/api/telemetry/remote_load.json', { data: { remote: REMOTE, version: target, token: real } })).status()).toBe(200);
  await expect.poll(async () => (await health(request, target))?.loads ?? 0).toBe(1);
  const before = await health(request, target);
  expect(before).toMatchObject({ lcp_samples: 0, inp_samples: 0, cls_samples: 0 });

  // a stranger making a healthy version look slow: 9 page views of 5 s LCP and 2 s INP, each token unusable
  const [body, sig] = real.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { n: string };
  const renonced = `${Buffer.from(JSON.stringify({ ...claims, n: `${claims.n.slice(0, -4)}AAAA` })).toString('base64url')}.${sig}`;
  for (const token of [undefined, 'eyJ2Ijp7fX0.AAAA', renonced]) {
    const posts = Array.from({ length: 9 }, () =>
      request.post('/api/telemetry/vitals.json', {
        data: { remote: REMOTE, version: target, page: '/gioi-thieu', token, LCP: 5000, INP: 2000, CLS: 1 },
      }),
    );
    for (const res of await Promise.all(posts)) expect(res.status()).toBe(200);
  }
  const after = await health(request, target);
  expect(after).toEqual(before);
  // judged as a canary against a live version with no vitals: nothing to roll back on
  const policy = { ...DEFAULT_CANARY_POLICY, minLoads: 1000, minAttempts: 1, minVisitors: 1, minVitals: 1 };
  expect(judgeCanary(after, undefined, policy).kind).toBe('wait');
});
