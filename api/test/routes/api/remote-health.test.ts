import { routeBucket } from '../../../src/repositories/remote-health-repo';
import { appForFile } from '../../helpers/test-app';
import { itAnswers } from '@edu/shared/testing/table';

/** Per-version health: the shell's beacons become counts per remote version; ops read loads and error rates. */
const ADMIN = 'quan-tri-bi-mat-0123456789';
const f = appForFile('remote_health', { adminToken: ADMIN });

const load = (version: string, page: string, weight?: number) =>
  f.call('POST', '/api/telemetry/remote_load.json', { remote: 'mf_content', version, page, ...(weight ? { weight } : {}) });
const failure = (kind: string, version: string, page = '/gioi-thieu') =>
  f.call('POST', '/api/telemetry/client-error.json', {
    kind,
    remote: 'mf_content',
    version,
    url: `/remotes/mf_content/${version}/remoteEntry.js`,
    page,
    message: 'x',
  });
const report = (minutes = 15) =>
  f.call('GET', '/api/admin/remote_health.json', undefined, { query: { minutes }, headers: { authorization: `Bearer ${ADMIN}` } });

describe('routeBucket', () => {
  itAnswers(routeBucket, [
    ['/khoa-hoc/vat-ly-12-c0013?utm=x', '/khoa-hoc'],
    ['/', '/'],
    ['', '/'],
    ['/chung-chi/KH-2026-ABCDEF', '/chung-chi'],
    ['/Tài khoản/bí mật', '/other'],
    ['/tin-tuc#top', '/tin-tuc'],
  ], '%p → %p');
});

describe('remote health', () => {
  it('counts sampled loads by their weight and every kind of failure, per version, and gives the error rate', async () => {
    expect((await load('1.0.0-good', '/gioi-thieu', 4)).statusCode).toBe(200);
    await load('1.0.0-good', '/lien-he', 4);
    await load('1.0.0-bad', '/gioi-thieu');
    await failure('remote-load', '1.0.0-bad');
    await failure('render', '1.0.0-bad');
    await failure('integrity', '1.0.0-bad');
    const r = await report();
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.body.data).toEqual({
      minutes: 15,
      versions: [
        { remote: 'mf_content', version: '1.0.0-bad', loads: 1, load_errors: 1, render_errors: 1, integrity_errors: 1, error_rate: 1 },
        { remote: 'mf_content', version: '1.0.0-good', loads: 8, load_errors: 0, render_errors: 0, integrity_errors: 0, error_rate: 0 },
      ],
    });
  });

  it("with a step, gives each version its counts over time (the ops console's chart)", async () => {
    await load('1.0.0-series', '/gioi-thieu', 3);
    await failure('render', '1.0.0-series');
    const r = await f.call('GET', '/api/admin/remote_health.json', undefined, {
      query: { minutes: 60, step: 5 },
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(r.statusCode).toBe(200);
    const version = (r.body.data.versions as { version: string; series: { at: string; loads: number; errors: number }[] }[]).find(
      (v) => v.version === '1.0.0-series',
    )!;
    expect(version.series).toEqual([{ at: expect.any(String), loads: 3, errors: 1 }]);
    expect(new Date(version.series[0]!.at).getUTCMinutes() % 5).toBe(0); // buckets start on the step
    expect((await report()).body.data.versions[0]).not.toHaveProperty('series');
    const bad = await f.call('GET', '/api/admin/remote_health.json', undefined, {
      query: { step: 0 },
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps nothing about the visitor: the page is reduced to its first segment', async () => {
    await load('1.0.0-privacy', '/chung-chi/KH-2026-ABCDEF?email=hv@example.com');
    const { rows } = await f.db.query("SELECT route FROM remote_health WHERE version = '1.0.0-privacy'");
    expect(rows).toEqual([{ route: '/chung-chi' }]);
  });

  it('is for the admin only, and refuses a weight that would skew it', async () => {
    expect((await f.call('GET', '/api/admin/remote_health.json')).statusCode).toBe(401);
    expect((await f.call('GET', '/api/admin/remote_health.json', undefined, { headers: { authorization: 'Bearer sai' } })).statusCode).toBe(401);
    expect((await load('1.0.0-x', '/', 1000)).statusCode).toBe(400);
    expect((await f.call('POST', '/api/telemetry/remote_load.json', { remote: 'Không hợp lệ', version: '1' })).statusCode).toBe(400);
  });
});
