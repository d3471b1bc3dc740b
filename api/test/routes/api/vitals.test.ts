import { HEALTH_TOKEN_TTL_SECONDS, signHealthToken } from '@edu/shared/server';
import { appForFile } from '../../helpers/test-app';

/**
 * Web Vitals from real visits (issue 31 item 4): a page view's LCP, INP and CLS for the remote version that owns the
 * page, kept only with the page view's signed health token, one row per page view and metric; the admin report gives
 * the p75 per version. Forged beacons change nothing a canary decision reads.
 */
const ADMIN = 'quan-tri-bi-mat-0123456789';
const SECRET = 'suc-khoe-bi-mat-0123456789abcdefghijkl';
const VERSION = '5.0.0-vitals';
const f = appForFile('vitals', { adminToken: ADMIN, healthSecret: SECRET });

const sign = (versions: Record<string, string>, nowMs = Date.now(), secret = SECRET) => signHealthToken(secret, { versions, bucket: 3 }, nowMs);
const vitals = (token: string | undefined, values: Record<string, number>, ip = '198.51.100.7', version = VERSION) =>
  f.call(
    'POST',
    '/api/telemetry/vitals.json',
    { remote: 'mf_content', version, page: '/gioi-thieu', token, ...values },
    { headers: { 'x-forwarded-for': ip } },
  );
async function report(version = VERSION) {
  const r = await f.call('GET', '/api/admin/remote_health.json', undefined, {
    query: { minutes: 60 },
    headers: { authorization: `Bearer ${ADMIN}` },
  });
  expect(r.statusCode).toBe(200);
  return (r.body.data.versions as { version: string }[]).find((v) => v.version === version) ?? null;
}
const rows = async () => (await f.db.query('SELECT metric, value FROM remote_vitals WHERE version = $1 ORDER BY metric, value', [VERSION])).rows;

describe('Web Vitals beacons', () => {
  beforeAll(async () => {
    // four page views, each with its load beacon (what puts the version in the report) and its vitals
    for (const [i, [lcp, inp, cls]] of [
      [1000, 40, 0],
      [1200, 80, 0.01],
      [1400, 120, 0.02],
      [3000, 400, 0.3],
    ].entries()) {
      const token = sign({ mf_content: VERSION });
      await f.call(
        'POST',
        '/api/telemetry/remote_load.json',
        { remote: 'mf_content', version: VERSION, token },
        { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } },
      );
      expect((await vitals(token, { LCP: lcp!, INP: inp!, CLS: cls! }, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
  });

  it('keeps each page view once per metric and reports the p75 per version', async () => {
    expect(await rows()).toHaveLength(12);
    // percentile_cont over [1000, 1200, 1400, 3000] → 1800; INP [40, 80, 120, 400] → 190; CLS → 0.09
    expect(await report()).toMatchObject({ lcp_p75: 1800, lcp_samples: 4, inp_p75: 190, inp_samples: 4, cls_p75: 0.09, cls_samples: 4 });
  });

  it('a page view that reports again (its INP grew) replaces its own value: still one sample', async () => {
    const token = sign({ mf_content: VERSION });
    await vitals(token, { INP: 50 });
    await vitals(token, { INP: 500 });
    const { rows: mine } = await f.db.query("SELECT value FROM remote_vitals WHERE version = $1 AND metric = 'INP' AND value IN (50, 500)", [
      VERSION,
    ]);
    expect(mine).toEqual([{ value: 500 }]);
    expect(await report()).toMatchObject({ inp_samples: 5 });
  });

  it.each<[string, () => string | undefined]>([
    ['no token', () => undefined],
    ['a token made up', () => 'eyJ2Ijp7fX0.AAAA'],
    ['a token signed with another key', () => sign({ mf_content: VERSION }, Date.now(), 'khoa-cua-ke-gia-mao-0123456789abcdefgh')],
    ['an expired token', () => sign({ mf_content: VERSION }, Date.now() - (HEALTH_TOKEN_TTL_SECONDS + 1) * 1000)],
    ['a token for another version', () => sign({ mf_content: '5.0.0-other' })],
    ['a token for another remote at that version', () => sign({ mf_catalogue: VERSION })],
  ])('forged: %s — answered 200, nothing kept', async (_name, token) => {
    const before = { report: await report(), rows: await rows() };
    // what a stranger would send to make a healthy canary look slow: nine page views of 5 s LCP and 2 s INP
    for (let i = 0; i < 9; i += 1) expect((await vitals(token(), { LCP: 5000, INP: 2000, CLS: 1 }, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    expect({ report: await report(), rows: await rows() }).toEqual(before);
  });

  it('values out of range are a 400 in Vietnamese, never a 5xx', async () => {
    const res = await vitals(sign({ mf_content: VERSION }), { INP: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/[àáảãạăâđêôơư]/i);
  });
});
