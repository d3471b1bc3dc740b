import { appForFile } from '../../helpers/test-app';
import { createClock } from '../../helpers/watch';
import { registerUser, type TestUser } from '../../helpers/users';
import type { Res } from '../../helpers/client';

/**
 * The affiliate programme's rules on a real database: attribution by the signed cookie (last click wins), the
 * affiliate's own purchases, de-duplicated clicks, the commission pending through the refund window, reversal on
 * refund, the minimum payout, amounts from the server only, and nobody seeing another affiliate's data.
 */
const ADMIN = 'admin-token-for-affiliate-tests-0123456789';
const clock = createClock();
const t = appForFile('affiliate', { adminToken: ADMIN, clock: clock.now });
const call: typeof t.call = (...a) => t.call(...a);
const admin = { headers: { authorization: `Bearer ${ADMIN}` } };
const DAY = 24 * 60 * 60;

// seed prices: course 31 "Phân tích dữ liệu với Python" 1.390.000đ, course 34 "SQL và PostgreSQL căn bản" 490.000đ
const PYTHON = { id: 31, price: 1_390_000 };
const SQL = { id: 34, price: 490_000 };

const BANK = { accept_terms: true, bank_name: 'Vietcombank', bank_account: '0011004455667', account_holder: 'NGUYEN VAN A' };

async function affiliate(): Promise<TestUser> {
  const u = await registerUser(call);
  expect((await call('POST', '/api/user/affiliate.json', BANK, { token: u.token })).statusCode).toBe(200);
  expect((await call('POST', '/api/admin/affiliate/decide.json', { user_id: u.id, decision: 'approved' }, admin)).statusCode).toBe(200);
  return u;
}

async function makeLink(u: TestUser, path = `/khoa-hoc/phan-tich-du-lieu`) {
  const r = await call('POST', '/api/user/affiliate/link.json', { path }, { token: u.token });
  expect(r.statusCode).toBe(200);
  return r.body.data.link as { id: number; code: string; url: string };
}

const cookieOf = (r: Res, name: string) => r.cookies.find((c) => c.name === name && c.value)?.value;

/** A visit through the link by a browser with these cookies; answers the cookies it then holds. */
async function visit(code: string, jar: Record<string, string> = {}, opts: { token?: string; ua?: string; ip?: string } = {}) {
  const r = await call(
    'POST',
    '/api/user/affiliate/click.json',
    { code, path: '/' },
    {
      token: opts.token,
      cookies: jar,
      headers: { 'user-agent': opts.ua ?? 'jest-browser', 'x-forwarded-for': opts.ip ?? '203.0.113.7' },
    },
  );
  return {
    r,
    jar: { ...jar, ...(cookieOf(r, 'aff') ? { aff: cookieOf(r, 'aff')! } : {}), ...(cookieOf(r, 'aff_v') ? { aff_v: cookieOf(r, 'aff_v')! } : {}) },
  };
}

/** Order and pay in the sandbox, with the browser's cookies on the order call (as the site sends them). */
async function buy(u: TestUser, courseId: number, jar: Record<string, string>, extra: object = {}) {
  const order = (await call('POST', '/api/user/order.json', { course_ids: [courseId], ...extra }, { token: u.token, cookies: jar })).body.data.order;
  const pay = (await call('POST', '/api/user/order/payment.json', { order_id: order.id }, { token: u.token })).body.data;
  const ret = (await call('POST', '/api/dev/sandbox_pay.json', { txn_ref: pay.txn_ref, result: 'success' })).body.data;
  expect((await call('POST', '/api/external/validate_order_payment.json', ret)).body.data.paid).toBe(true);
  return order as { id: number; code: string; total: number };
}

const board = async (u: TestUser) => (await call('GET', '/api/user/affiliate.json', undefined, { token: u.token })).body.data;

describe('affiliate programme', () => {
  it('applies with the terms and a bank account; links only after an admin approves', async () => {
    const u = await registerUser(call);
    expect((await board(u)).affiliate).toBeNull();
    const noTerms = await call('POST', '/api/user/affiliate.json', { ...BANK, accept_terms: false }, { token: u.token });
    expect(noTerms.statusCode).toBe(400);
    const badAccount = await call('POST', '/api/user/affiliate.json', { ...BANK, bank_account: '12ab' }, { token: u.token });
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.body.message).toMatch(/[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữđ]/);
    const applied = await call('POST', '/api/user/affiliate.json', BANK, { token: u.token });
    expect(applied.body.data.affiliate).toMatchObject({ status: 'pending', bank_account_last4: '5667', account_holder: 'NGUYEN VAN A' });
    // the full account number never comes back to the browser
    expect(JSON.stringify(applied.body)).not.toContain('0011004455667');
    expect((await call('POST', '/api/user/affiliate.json', BANK, { token: u.token })).statusCode).toBe(409);
    expect((await call('POST', '/api/user/affiliate/link.json', { path: '/' }, { token: u.token })).statusCode).toBe(403);

    // only an admin decides: a learner's session is refused, the admin role (or ADMIN_TOKEN) is not
    expect((await call('POST', '/api/admin/affiliate/decide.json', { user_id: u.id, decision: 'approved' }, { token: u.token })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/admin/affiliate/decide.json', { user_id: u.id, decision: 'approved' })).statusCode).toBe(401);
    const staff = await registerUser(call);
    await t.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [staff.id]);
    const byRole = await call('GET', '/api/admin/affiliate.json', undefined, { token: staff.token, query: { status: 'pending' } });
    expect(byRole.body.data.items.map((a: { user_id: number }) => a.user_id)).toContain(u.id);
    const pending = (await call('GET', '/api/admin/affiliate.json', undefined, { ...admin, query: { status: 'pending' } })).body.data.items;
    expect(pending.map((a: { user_id: number }) => a.user_id)).toContain(u.id);
    expect((await call('POST', '/api/admin/affiliate/decide.json', { user_id: u.id, decision: 'approved' }, admin)).statusCode).toBe(200);
    expect((await board(u)).affiliate.status).toBe('approved');

    const link = await makeLink(u, '/khoa-hoc/sql-va-postgresql?ref=SOMEONE&tab=1');
    expect(link.url).toBe(`http://localhost:3000/khoa-hoc/sql-va-postgresql?tab=1&ref=${link.code}`);
    expect((await makeLink(u, '/khoa-hoc/sql-va-postgresql?tab=1')).code).toBe(link.code);
    for (const path of ['https://evil.example/x', '//evil.example', 'khoa-hoc', '/a b']) {
      expect((await call('POST', '/api/user/affiliate/link.json', { path }, { token: u.token })).statusCode).toBe(400);
    }
  });

  it('counts a click once per visitor and day, a cookieless client too, and sets a 30-day HttpOnly cookie', async () => {
    const a = await affiliate();
    const link = await makeLink(a);
    const first = await visit(link.code);
    expect(first.r.body.data.counted).toBe(true);
    const aff = first.r.cookies.find((c) => c.name === 'aff')!;
    expect(aff).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(new Date((aff as unknown as { expires: Date }).expires).getTime() - clock.now()).toBe(30 * DAY * 1000);
    expect((await visit(link.code, first.jar)).r.body.data.counted).toBe(false);
    // a client that keeps no cookie is the same visitor by its address and browser
    expect((await visit(link.code)).r.body.data.counted).toBe(false);
    // another browser on another address is another visitor
    expect((await visit(link.code, {}, { ip: '198.51.100.9', ua: 'other' })).r.body.data.counted).toBe(true);
    clock.advance(DAY);
    expect((await visit(link.code, first.jar)).r.body.data.counted).toBe(true);
    expect((await board(a)).summary.clicks).toBe(3);
    expect((await visit('KHONGCO1')).r.statusCode).toBe(404);
  });

  it('credits a paid order through a link: pending through the 7-day refund window, then approved', async () => {
    const a = await affiliate();
    const link = await makeLink(a);
    const { jar } = await visit(link.code);
    const buyer = await registerUser(call);
    const order = await buy(buyer, PYTHON.id, jar);
    // the default rate, 20 %, of what was paid
    const b = await board(a);
    expect(b.summary).toMatchObject({ orders: 1, pending: 278_000, approved: 0 });
    expect(b.commissions[0]).toMatchObject({ kind: 'sale', base: PYTHON.price, amount: 278_000, status: 'pending', link_code: link.code });
    // what was bought, never who bought it
    expect(JSON.stringify(b)).not.toContain(buyer.email);
    expect(b.links.find((l: { code: string }) => l.code === link.code)).toMatchObject({ clicks: 1, orders: 1, pending: 278_000 });
    expect(b.series.at(-1)).toMatchObject({ clicks: 1, orders: 1, commission: 278_000 });

    clock.advance(7 * DAY - 60);
    expect((await board(a)).summary).toMatchObject({ pending: 278_000, approved: 0 });
    clock.advance(60);
    expect((await board(a)).summary).toMatchObject({ pending: 0, approved: 278_000 });

    // the admin sees which link brought the order
    const view = (await call('GET', '/api/admin/order.json', undefined, { ...admin, query: { code: order.code } })).body.data;
    expect(view.attribution).toMatchObject({ affiliate_id: a.id, link_code: link.code, commission: { amount: 278_000, status: 'approved' } });
  });

  it('uses the course rate when it has one, set by the admin; the last click wins', async () => {
    const a = await affiliate();
    const d = await affiliate();
    expect((await call('POST', '/api/admin/affiliate/rate.json', { course_id: SQL.id, rate_bp: 3500 }, admin)).statusCode).toBe(200);
    let { jar } = await visit((await makeLink(a)).code);
    ({ jar } = await visit((await makeLink(d)).code, jar));
    await buy(await registerUser(call), SQL.id, jar);
    expect((await board(a)).summary.orders).toBe(0);
    expect((await board(d)).summary).toMatchObject({ orders: 1, pending: Math.floor(SQL.price * 0.35) });
    await call('POST', '/api/admin/affiliate/rate.json', { course_id: SQL.id }, admin);
    // back on the default rate, 20 %
    ({ jar } = await visit((await makeLink(d)).code, jar));
    await buy(await registerUser(call), SQL.id, jar);
    expect((await board(d)).summary.pending).toBe(Math.floor(SQL.price * 0.35) + SQL.price * 0.2);
  });

  it("never credits the affiliate's own purchases", async () => {
    const a = await affiliate();
    const link = await makeLink(a);
    // signed in, the affiliate's own visit neither counts nor sets the cookie
    const own = await visit(link.code, {}, { token: a.token, ip: '192.0.2.50' });
    expect(own.r.body.data.counted).toBe(false);
    expect(own.jar.aff).toBeUndefined();
    // signed out, the cookie is set; buying signed in with it still earns nothing
    const { jar } = await visit(link.code, {}, { ip: '192.0.2.51' });
    expect(jar.aff).toBeDefined();
    const order = await buy(a, SQL.id, jar);
    expect((await board(a)).summary).toMatchObject({ orders: 0, pending: 0 });
    expect((await call('GET', '/api/admin/order.json', undefined, { ...admin, query: { code: order.code } })).body.data.attribution).toBeNull();
  });

  it('takes amounts from the server only: a forged, tampered or expired cookie and extra fields change nothing', async () => {
    const a = await affiliate();
    const link = await makeLink(a);
    const { jar } = await visit(link.code, {}, { ip: '192.0.2.60' });
    const [code, at, sig] = jar.aff!.split('.');
    const forgedTime = `${code}.${Number(at) + 1}.${sig}`;
    const unsigned = `${code}.${at}.${'A'.repeat(32)}`;
    for (const aff of [forgedTime, unsigned, `${link.code}`]) {
      await buy(await registerUser(call), SQL.id, { aff });
    }
    expect((await board(a)).summary.orders).toBe(0);
    // a client naming its own commission, rate or total is not heard
    await buy(await registerUser(call), SQL.id, jar, { commission: 10_000_000, rate_bp: 10_000, total: 1 });
    expect((await board(a)).summary).toMatchObject({ orders: 1, pending: 98_000 });
    // 30 days after the click the cookie no longer attributes
    clock.advance(30 * DAY + 1);
    await buy(await registerUser(call), PYTHON.id, jar);
    expect((await board(a)).summary.orders).toBe(1);
  });

  it('reverses the commission of a refunded order; once paid out, the refund is clawed back from the next payout', async () => {
    const a = await affiliate();
    const link = await makeLink(a);
    const { jar } = await visit(link.code, {}, { ip: '192.0.2.70' });
    const first = await buy(await registerUser(call), PYTHON.id, jar);
    const refund = await call('POST', '/api/admin/order/refund.json', { code: first.code }, admin);
    expect(refund.body.data).toMatchObject({ status: 'refunded', commission: 'reversed' });
    let b = await board(a);
    expect(b.summary).toMatchObject({ orders: 0, pending: 0 });
    expect(b.commissions[0].status).toBe('reversed');
    clock.advance(8 * DAY);
    expect((await board(a)).summary.approved).toBe(0);
    expect((await call('POST', '/api/admin/order/refund.json', { code: first.code }, admin)).statusCode).toBe(400);

    // paid out, then refunded: a clawback of the same amount
    const second = await buy(await registerUser(call), PYTHON.id, jar);
    clock.advance(8 * DAY);
    const payout = (await call('POST', '/api/user/affiliate/payout.json', {}, { token: a.token })).body.data.payout;
    expect(payout.amount).toBe(278_000);
    await call('POST', '/api/admin/affiliate/payout_paid.json', { payout_id: payout.id }, admin);
    expect((await call('POST', '/api/admin/order/refund.json', { code: second.code }, admin)).body.data.commission).toBe('clawback');
    b = await board(a);
    expect(b.summary).toMatchObject({ paid: 278_000, approved: -278_000 });
  });

  it('pays out only from the minimum, the whole approved balance, one request at a time; the admin marks it paid', async () => {
    const a = await affiliate();
    const link = await makeLink(a);
    const { jar } = await visit(link.code, {}, { ip: '192.0.2.80' });
    await buy(await registerUser(call), SQL.id, jar);
    clock.advance(8 * DAY);
    const low = await call('POST', '/api/user/affiliate/payout.json', {}, { token: a.token });
    expect(low.statusCode).toBe(400);
    expect(low.body.message).toBe('Số dư đã duyệt (98.000đ) chưa đạt mức rút tối thiểu 200.000đ');
    await buy(await registerUser(call), PYTHON.id, jar);
    clock.advance(8 * DAY);
    // an amount in the request is not read: the payout is the approved balance
    const r = await call('POST', '/api/user/affiliate/payout.json', { amount: 50_000_000 }, { token: a.token });
    expect(r.body.data.payout).toMatchObject({ amount: 98_000 + 278_000, status: 'requested' });
    expect((await board(a)).summary).toMatchObject({ approved: 0, requested: 376_000, paid: 0 });
    await buy(await registerUser(call), PYTHON.id, jar);
    clock.advance(8 * DAY);
    expect((await call('POST', '/api/user/affiliate/payout.json', {}, { token: a.token })).statusCode).toBe(409);

    const waiting = (await call('GET', '/api/admin/affiliate/payout.json', undefined, { ...admin, query: { status: 'requested' } })).body.data.items;
    expect(waiting.find((p: { id: number }) => p.id === r.body.data.payout.id)).toMatchObject({ bank_account: '0011004455667', user_id: a.id });
    expect((await call('POST', '/api/admin/affiliate/payout_paid.json', { payout_id: r.body.data.payout.id }, { token: a.token })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/admin/affiliate/payout_paid.json', { payout_id: r.body.data.payout.id }, admin)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/affiliate/payout_paid.json', { payout_id: r.body.data.payout.id }, admin)).statusCode).toBe(404);
    const b = await board(a);
    expect(b.summary).toMatchObject({ requested: 0, paid: 376_000, approved: 278_000 });
    expect(b.payouts[0]).toMatchObject({ status: 'paid', amount: 376_000 });
  });

  it('shows each learner only their own affiliate data', async () => {
    const a = await affiliate();
    await makeLink(a, '/');
    const other = await registerUser(call);
    const b = await board(other);
    expect(b).toMatchObject({ affiliate: null, links: [], commissions: [], payouts: [], summary: { clicks: 0, orders: 0 } });
    expect((await call('POST', '/api/user/affiliate/payout.json', {}, { token: other.token })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/affiliate.json')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/affiliate.json', undefined, { token: other.token })).statusCode).toBe(403);
    expect((await call('GET', '/api/user/affiliate.json')).statusCode).toBe(401);
  });
});
