import { appForFile } from '../../helpers/test-app';
import { registerUser, type TestUser } from '../../helpers/users';

/**
 * Promo codes and pending orders (audit, medium and low): a code once per learner, a pending order
 * reserves its use (never paid beyond max_uses), and only the newest order for a course can be paid.
 */

const file = appForFile('promo');
const { call } = file;

const order = (u: TestUser, courseIds: number[], promo?: string) =>
  call('POST', '/api/user/order.json', { course_ids: courseIds, ...(promo ? { promo_code: promo } : {}) }, { token: u.token });

async function pay(u: TestUser, orderId: number) {
  const payment = (await call('POST', '/api/user/order/payment.json', { order_id: orderId }, { token: u.token })).body.data;
  const ret = (await call('POST', '/api/dev/sandbox_pay.json', { txn_ref: payment.txn_ref, result: 'success' })).body.data;
  return call('POST', '/api/external/validate_order_payment.json', ret);
}

describe('promo codes', () => {
  it('a code checked on a package gives the figures the order then charges (the package price, not the course price)', async () => {
    const u = await registerUser(call);
    const {
      rows: [pod],
    } = await file.db.query<{ id: number; course_id: number; price: number }>(
      `SELECT p.id, p.course_id, p.price FROM course_pods p JOIN courses c ON c.id = p.course_id
       WHERE p.cycle = 3 AND c.published AND c.type = 'retail' AND p.price < c.price_new ORDER BY p.id LIMIT 1`,
    );
    const pick = { course_ids: [pod!.course_id], pod_ids: { [String(pod!.course_id)]: pod!.id } };
    const check = await call('POST', '/api/user/promotion/check.json', { promo_code: 'GIAM20', ...pick }, { token: u.token });
    expect(check.statusCode).toBe(200);
    expect(check.body.data.subtotal).toBe(pod!.price);
    const placed = await call('POST', '/api/user/order.json', { ...pick, promo_code: 'GIAM20' }, { token: u.token });
    expect(placed.body.data.order).toMatchObject({ subtotal: pod!.price, discount: check.body.data.discount, total: check.body.data.total });
    expect(placed.body.data.order.items[0]).toMatchObject({ pod_id: pod!.id, unit_price: pod!.price });
    // the order says which package it was (its duration code: the account's order detail names it, issue 34)
    const { rows: cycle } = await file.db.query('SELECT cycle FROM course_pods WHERE id = $1', [pod!.id]);
    const detail = await call('GET', '/api/user/order/details.json', undefined, { token: u.token, query: { code: placed.body.data.order.code } });
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data.order.items[0]).toMatchObject({ pod_id: pod!.id, pod_cycle: cycle[0].cycle });
  });

  it('the promotions page lists only the campaign codes anyone may use; a code with a use limit is never published', async () => {
    const { rows } = await file.db.query<{ code: string; promotion_id: number; max_uses: number | null }>(
      'SELECT code, promotion_id, max_uses FROM promo_codes',
    );
    const listed = (
      (await call('GET', '/api/user/promotion.json', undefined, { query: { ended: 'true' } })).body.data as Array<{ id: number; codes: string[] }>
    ).flatMap((p) => p.codes.map((code) => `${p.id}:${code}`));
    expect(rows.some((r) => r.max_uses !== null)).toBe(true);
    expect(listed.sort()).toEqual(
      rows
        .filter((r) => r.max_uses === null)
        .map((r) => `${r.promotion_id}:${r.code}`)
        .sort(),
    );
  });

  it('a learner uses a code once, even across orders', async () => {
    const u = await registerUser(call);
    const first = await order(u, [2], 'GIAM20');
    expect(first.statusCode).toBe(200);
    expect(first.body.data.order.discount).toBeGreaterThan(0);
    expect((await pay(u, first.body.data.order.id)).body.data.paid).toBe(true);
    const again = await order(u, [3], 'GIAM20');
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toBe('Bạn đã sử dụng mã khuyến mãi này');
  });

  it('a pending order reserves a use: the last use cannot be taken twice, and payment never exceeds max_uses', async () => {
    await file.db.query(`INSERT INTO promo_codes (code, promotion_id, max_uses, used_count) VALUES ('MOTLAN', 1, 1, 0)`);
    const a = await registerUser(call);
    const b = await registerUser(call);
    const pendingA = await order(a, [4], 'MOTLAN');
    expect(pendingA.statusCode).toBe(200);
    const lateB = await order(b, [4], 'MOTLAN');
    expect(lateB.statusCode).toBe(400);
    expect(lateB.body.message).toBe('Mã khuyến mãi đã hết lượt sử dụng');
    expect((await pay(a, pendingA.body.data.order.id)).body.data.paid).toBe(true);
    const { rows } = await file.db.query(`SELECT used_count FROM promo_codes WHERE code = 'MOTLAN'`);
    expect(rows[0].used_count).toBe(1);
  });
});

describe('pending orders', () => {
  it('only the newest order for a course can be paid; the replaced one gives its promo use back', async () => {
    const u = await registerUser(call);
    const uses = async () => (await file.db.query(`SELECT used_count FROM promo_codes WHERE code = 'TIENGANH30'`)).rows[0].used_count as number;
    const before = await uses();
    const old = await order(u, [8], 'TIENGANH30');
    expect(await uses()).toBe(before + 1);
    const oldPayment = (await call('POST', '/api/user/order/payment.json', { order_id: old.body.data.order.id }, { token: u.token })).body.data;
    const oldReturn = (await call('POST', '/api/dev/sandbox_pay.json', { txn_ref: oldPayment.txn_ref, result: 'success' })).body.data;

    const newer = await order(u, [8]);
    expect(newer.statusCode).toBe(200);
    expect(await uses()).toBe(before);
    const replayOld = await call('POST', '/api/external/validate_order_payment.json', oldReturn);
    expect(replayOld.statusCode).toBe(400);
    expect((await pay(u, newer.body.data.order.id)).body.data.paid).toBe(true);
    const orders = (await call('GET', '/api/user/order.json', undefined, { token: u.token })).body.data.items as Array<{ status: string }>;
    expect(orders.map((o) => o.status).sort()).toEqual(['cancelled', 'completed']);
  });
});
