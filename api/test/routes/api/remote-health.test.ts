import { signHealthToken } from '@edu/shared/server';
import { routeBucket } from '../../../src/repositories/remote-health-repo';
import { appForFile } from '../../helpers/test-app';
import { itAnswers } from '@edu/shared/testing/table';

/** Per-version health: the shell's signed beacons become counts per remote version; ops read loads and error rates. */
const ADMIN = 'quan-tri-bi-mat-0123456789';
const HEALTH_SECRET = 'suc-khoe-bi-mat-0123456789abcdefghijkl';
const f = appForFile('remote_health', { adminToken: ADMIN, healthSecret: HEALTH_SECRET });

/** A page view's token, as the SSR side signs it for the versions it chose. */
const pageView = (versions: Record<string, string>) => signHealthToken(HEALTH_SECRET, { versions, bucket: null });
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

const load = (token: string, version: string, page: string, ip = '203.0.113.1') =>
  f.call('POST', '/api/telemetry/remote_load.json', { remote: 'mf_content', version, page, token }, from(ip));
const failure = (token: string, kind: string, version: string, page = '/gioi-thieu') =>
  f.call(
    'POST',
    '/api/telemetry/client-error.json',
    { kind, remote: 'mf_content', version, url: `/remotes/mf_content/${version}/remoteEntry.js`, page, message: 'x', token },
    from('203.0.113.1'),
  );
const report = (minutes = 15) =>
  f.call('GET', '/api/admin/remote_health.json', undefined, { query: { minutes }, headers: { authorization: `Bearer ${ADMIN}` } });

describe('routeBucket', () => {
  itAnswers(
    routeBucket,
    [
      ['/khoa-hoc/vat-ly-12-c0013?utm=x', '/khoa-hoc'],
      ['/', '/'],
      ['', '/'],
      ['/chung-chi/KH-2026-ABCDEF', '/chung-chi'],
      ['/Tài khoản/bí mật', '/other'],
      ['/tin-tuc#top', '/tin-tuc'],
    ],
    '%p → %p',
  );
});

const noVitals = { lcp_p75: null, lcp_samples: 0, inp_p75: null, inp_samples: 0, cls_p75: null, cls_samples: 0 };

describe('remote health', () => {
  it('counts each page view once per version and kind, every kind of failure, distinct visitors, and gives the error rate', async () => {
    const good = ['1.0.0-good', '1.0.0-good'].map(() => pageView({ mf_content: '1.0.0-good' }));
    expect((await load(good[0]!, '1.0.0-good', '/gioi-thieu', '203.0.113.1')).statusCode).toBe(200);
    await load(good[0]!, '1.0.0-good', '/lien-he', '203.0.113.1'); // the same page view navigating: not another load
    await load(good[1]!, '1.0.0-good', '/lien-he', '203.0.113.2');
    const bad = pageView({ mf_content: '1.0.0-bad' });
    await load(bad, '1.0.0-bad', '/gioi-thieu');
    await failure(bad, 'remote-load', '1.0.0-bad');
    await failure(bad, 'render', '1.0.0-bad');
    await failure(bad, 'render', '1.0.0-bad');
    await failure(bad, 'integrity', '1.0.0-bad');
    const r = await report();
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.body.data).toEqual({
      minutes: 15,
      versions: [
        {
          remote: 'mf_content',
          version: '1.0.0-bad',
          loads: 1,
          load_errors: 1,
          render_errors: 1,
          integrity_errors: 1,
          error_rate: 1,
          visitors: 1,
          ssr_renders: 0,
          ssr_render_errors: 0,
          ssr_5xx: 0,
          ssr_error_rate: 0,
          ...noVitals,
        },
        {
          remote: 'mf_content',
          version: '1.0.0-good',
          loads: 2,
          load_errors: 0,
          render_errors: 0,
          integrity_errors: 0,
          error_rate: 0,
          visitors: 2,
          ssr_renders: 0,
          ssr_render_errors: 0,
          ssr_5xx: 0,
          ssr_error_rate: 0,
          ...noVitals,
        },
      ],
    });
  });

  it("with a step, gives each version its counts over time (the ops console's chart)", async () => {
    const token = pageView({ mf_content: '1.0.0-series' });
    await load(token, '1.0.0-series', '/gioi-thieu');
    await failure(token, 'render', '1.0.0-series');
    const r = await f.call('GET', '/api/admin/remote_health.json', undefined, {
      query: { minutes: 60, step: 5 },
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(r.statusCode).toBe(200);
    const version = (r.body.data.versions as { version: string; series: { at: string; loads: number; errors: number }[] }[]).find(
      (v) => v.version === '1.0.0-series',
    )!;
    expect(version.series).toEqual([{ at: expect.any(String), loads: 1, errors: 1 }]);
    expect(new Date(version.series[0]!.at).getUTCMinutes() % 5).toBe(0); // buckets start on the step
    expect((await report()).body.data.versions[0]).not.toHaveProperty('series');
    const bad = await f.call('GET', '/api/admin/remote_health.json', undefined, {
      query: { step: 0 },
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps nothing about the visitor: the page is reduced to its first segment, the address to a daily-keyed hash', async () => {
    await load(pageView({ mf_content: '1.0.0-privacy' }), '1.0.0-privacy', '/chung-chi/KH-2026-ABCDEF?email=hv@example.com', '198.51.100.7');
    const { rows } = await f.db.query("SELECT route FROM remote_health WHERE version = '1.0.0-privacy'");
    expect(rows).toEqual([{ route: '/chung-chi' }]);
    const { rows: uses } = await f.db.query("SELECT visitor FROM health_token_use WHERE version = '1.0.0-privacy'");
    expect(uses).toEqual([{ visitor: expect.stringMatching(/^[\w-]{22}$/) }]);
    expect(JSON.stringify(uses)).not.toContain('198.51.100');
  });

  it('is for the admin only, and refuses a malformed beacon', async () => {
    expect((await f.call('GET', '/api/admin/remote_health.json')).statusCode).toBe(401);
    expect((await f.call('GET', '/api/admin/remote_health.json', undefined, { headers: { authorization: 'Bearer sai' } })).statusCode).toBe(401);
    expect((await f.call('POST', '/api/telemetry/remote_load.json', { remote: 'mf_content', version: '1', weight: 1000 })).statusCode).toBe(400);
    expect((await f.call('POST', '/api/telemetry/remote_load.json', { remote: 'Không hợp lệ', version: '1' })).statusCode).toBe(400);
  });
});
