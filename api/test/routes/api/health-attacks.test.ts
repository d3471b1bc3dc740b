import { HEALTH_TOKEN_TTL_SECONDS, signHealthToken } from '@edu/shared/server';
import { appForFile } from '../../helpers/test-app';

/**
 * The must-show of signed health (issue 29, docs/decisions/2026-11-27-signed-health.md): a stranger's beacons
 * change no count a canary decision reads. Before signing, 3 loads with weight 100 promoted a canary and 6
 * error beacons rolled a healthy one back. Each attack below sends exactly those 9 beacons for the canary.
 */
const ADMIN = 'quan-tri-bi-mat-0123456789';
const SECRET = 'suc-khoe-bi-mat-0123456789abcdefghijkl';
const CANARY = '2.0.0-canary';
const f = appForFile('health_attacks', { adminToken: ADMIN, healthSecret: SECRET });

const sign = (versions: Record<string, string>, nowMs = Date.now(), secret = SECRET) => signHealthToken(secret, { versions, bucket: 7 }, nowMs);
// each attack from an address of its own: the per-address rate limits are not what stops them here
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const loadBeacon = (token: string | undefined, ip = '198.51.100.1') =>
  f.call('POST', '/api/telemetry/remote_load.json', { remote: 'mf_content', version: CANARY, page: '/gioi-thieu', weight: 100, token }, from(ip));
const errorBeacon = (token: string | undefined, kind: string, ip = '198.51.100.1') =>
  f.call(
    'POST',
    '/api/telemetry/client-error.json',
    { kind, remote: 'mf_content', version: CANARY, url: '/x', page: '/gioi-thieu', token },
    from(ip),
  );
/** The 9 forged beacons of the audit: 3 loads with weight 100, 6 errors (two of each kind). */
async function forge(token: string | undefined, ip: string): Promise<number[]> {
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push((await loadBeacon(token, ip)).statusCode);
  for (const kind of ['render', 'render', 'remote-load', 'remote-load', 'integrity', 'integrity'])
    answers.push((await errorBeacon(token, kind, ip)).statusCode);
  return answers;
}
let attacker = 0;
async function canaryCounts() {
  const r = await f.call('GET', '/api/admin/remote_health.json', undefined, {
    query: { minutes: 60 },
    headers: { authorization: `Bearer ${ADMIN}` },
  });
  expect(r.statusCode).toBe(200);
  const { rows } = await f.db.query('SELECT count(*)::int AS n FROM health_token_use WHERE version = $1', [CANARY]);
  return { report: (r.body.data.versions as { version: string }[]).find((v) => v.version === CANARY) ?? null, tokenUses: rows[0].n as number };
}

/** A real token, its claims rewritten to vouch for the canary, its signature kept. */
function tampered(): string {
  const [body, sig] = sign({ mf_content: '1.0.0-live' }).split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { v: Record<string, string> };
  claims.v.mf_content = CANARY;
  return `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
}

describe('forged health beacons count nothing (answered 200 all the same)', () => {
  const replayed = sign({ mf_content: CANARY });
  it.each<[string, () => string | undefined]>([
    ['no token', () => undefined],
    ['a token made up', () => 'eyJ2Ijp7fX0.AAAA'],
    ['a tampered token (versions rewritten)', tampered],
    ['a token signed with another key', () => sign({ mf_content: CANARY }, Date.now(), 'khoa-cua-ke-gia-mao-0123456789abcdefgh')],
    ['an expired token', () => sign({ mf_content: CANARY }, Date.now() - (HEALTH_TOKEN_TTL_SECONDS + 1) * 1000)],
    ['a token for another version', () => sign({ mf_content: '1.0.0-live' })],
    ['a token for another remote at that version', () => sign({ mf_catalogue: CANARY })],
    ['a token already used for each kind (replayed)', () => replayed],
  ])('%s', async (_name, token) => {
    const before = await canaryCounts();
    expect(await forge(token(), `203.0.113.${(attacker += 1)}`)).toEqual(Array(9).fill(200));
    expect(await canaryCounts()).toEqual(before);
  });

  beforeAll(async () => {
    // the replayed token's honest page view: one load and one error of each kind, counted once each
    await loadBeacon(replayed);
    for (const kind of ['render', 'remote-load', 'integrity']) await errorBeacon(replayed, kind);
  });

  it('the replayed page view counted once per kind, weight ignored', async () => {
    const { report, tokenUses } = await canaryCounts();
    expect(tokenUses).toBe(4);
    expect(report).toMatchObject({ loads: 1, load_errors: 1, render_errors: 1, integrity_errors: 1, visitors: 1 });
  });

  it('a valid token sent concurrently still counts once', async () => {
    const token = sign({ mf_content: '3.0.0-race' });
    await Promise.all(
      Array.from({ length: 5 }, () => f.call('POST', '/api/telemetry/remote_load.json', { remote: 'mf_content', version: '3.0.0-race', token })),
    );
    const { rows } = await f.db.query("SELECT sum(count)::int AS n FROM remote_health WHERE version = '3.0.0-race'");
    expect(rows[0].n).toBe(1);
  });
});

describe('an API without HEALTH_SECRET (closed)', () => {
  const closed = appForFile('health_closed', { adminToken: ADMIN, healthSecret: '' });
  it('answers beacons and counts none, even with a token signed by some key', async () => {
    const token = sign({ mf_content: CANARY });
    const res = await closed.call('POST', '/api/telemetry/remote_load.json', { remote: 'mf_content', version: CANARY, token });
    expect(res.statusCode).toBe(200);
    const { rows } = await closed.db.query('SELECT count(*)::int AS n FROM remote_health');
    expect(rows[0].n).toBe(0);
  });
});
