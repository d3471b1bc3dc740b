import { signServerSignals, SERVER_SIGNALS_MAX_AGE_MS } from '@edu/shared/server';
import type { ServerSignal } from '@edu/shared/schemas';
import { appForFile } from '../../helpers/test-app';

/**
 * The SSR service's own health (issue 29 item 1): each render of a remote version's server build, and its failures,
 * counted in the store canaries are judged by — exactly, once per render, and only when the service signed the batch
 * with HEALTH_SECRET. A stranger's batch (unsigned, another key, tampered, too old, replayed) changes no count.
 */
const ADMIN = 'quan-tri-bi-mat-0123456789';
const SECRET = 'suc-khoe-bi-mat-0123456789abcdefghijkl';
const VERSION = '4.0.0-ssr';
const f = appForFile('server_signals', { adminToken: ADMIN, healthSecret: SECRET });

let n = 0;
/** One render of the version for a visitor: the render, and how it failed (if it did). */
const render = (ip: string, failed?: 'ssr-render' | 'ssr-5xx', version = VERSION): ServerSignal[] => {
  const base = { nonce: `render-nonce-${(n += 1)}-${Date.now()}`, remote: 'mf_content', version, ip, page: '/gioi-thieu' };
  return [{ ...base, kind: 'ssr' as const }, ...(failed ? [{ ...base, kind: failed }] : [])];
};
const post = (body: unknown) => f.call('POST', '/api/telemetry/server-signals.json', body);
async function report(version = VERSION) {
  const r = await f.call('GET', '/api/admin/remote_health.json', undefined, {
    query: { minutes: 60 },
    headers: { authorization: `Bearer ${ADMIN}` },
  });
  expect(r.statusCode).toBe(200);
  return (r.body.data.versions as { version: string }[]).find((v) => v.version === version) ?? null;
}

describe('server signals', () => {
  it('a signed batch counts each render once, per visitor, with its render errors and 5xx', async () => {
    const signals = [
      ...render('198.51.100.1', 'ssr-render'),
      ...render('198.51.100.2', 'ssr-render'),
      ...render('198.51.100.3', 'ssr-5xx'),
      ...render('198.51.100.3'),
    ];
    const batch = signServerSignals(SECRET, signals);
    const res = await post(batch);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ counted: 7 });
    expect(await report()).toMatchObject({
      loads: 0,
      error_rate: 0,
      ssr_renders: 4,
      ssr_render_errors: 2,
      ssr_5xx: 1,
      ssr_error_rate: 0.75,
      visitors: 3,
    });
    // the same batch again (a retry after a lost answer, or someone who caught it): nothing more
    expect((await post(batch)).body.data).toEqual({ counted: 0 });
    expect(await report()).toMatchObject({ ssr_renders: 4, ssr_render_errors: 2, ssr_5xx: 1 });
  });

  it.each<[string, () => unknown]>([
    ['unsigned', () => ({ payload: JSON.stringify({ at: Date.now(), signals: render('203.0.113.1', 'ssr-render') }), signature: 'A'.repeat(43) })],
    ['signed with another key', () => signServerSignals('khoa-cua-ke-gia-mao-0123456789abcdefgh', render('203.0.113.2', 'ssr-render'))],
    [
      'a signed batch with its signals rewritten',
      () => {
        const { signature } = signServerSignals(SECRET, render('203.0.113.3'));
        return { payload: JSON.stringify({ at: Date.now(), signals: render('203.0.113.3', 'ssr-render') }), signature };
      },
    ],
    ['signed too long ago', () => signServerSignals(SECRET, render('203.0.113.4', 'ssr-render'), Date.now() - SERVER_SIGNALS_MAX_AGE_MS - 1000)],
    ['a health token’s signature format instead', () => ({ payload: 'eyJ2Ijp7fX0', signature: 'AAAAAAAAAAAAAAAAAAAA' })],
  ])('%s: answered 200, counted nothing', async (_name, body) => {
    const before = await report();
    const res = await post(body());
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ counted: 0 });
    expect(await report()).toEqual(before);
  });

  it('a malformed body is a 400 in Vietnamese, never a 5xx', async () => {
    const res = await post({ payload: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/[àáảãạăâđêôơư]/i);
  });
});
