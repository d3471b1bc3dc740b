import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { registerUser, type TestUser } from '../../helpers/users';

let t: TestApp;
let call: Call;
let a: TestUser;
let b: TestUser;
let bOrder: { id: number; code: string };
let bNotification: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp('ownership');
  call = client(t.app);
  a = await registerUser(call);
  b = await registerUser(call);
  await call('PATCH', '/api/user/cart.json', { course_id: 2 }, { token: b.token });
  bOrder = (await call('POST', '/api/user/order.json', { course_ids: [3] }, { token: b.token })).body.data.order;
  await call('POST', '/api/user/order.json', { course_ids: [1] }, { token: b.token });
  const lesson = (await call('GET', '/api/user/lesson.json', undefined, { query: { course_id: 1 }, token: b.token })).body.data.lessons[2];
  await call('PATCH', '/api/user/lesson/learning_log.json', { lesson_id: lesson.id, position: 120, progress: 40 }, { token: b.token });
  bNotification = (await call('GET', '/api/user/notification.json', undefined, { token: b.token })).body.data.items[0];
});
afterAll(() => t?.close());

describe('user A against user B', () => {
  it("cannot read or change B's cart", async () => {
    const mine = await call('GET', '/api/user/cart.json', undefined, { token: a.token });
    expect(mine.body.data.count).toBe(0);
    // body fields naming another user are ignored: the cart is always the caller's
    await call('DELETE', '/api/user/cart.json', { course_id: 2, user_id: b.id }, { token: a.token });
    await call('PATCH', '/api/user/cart.json', { course_id: 4, user_id: b.id, cart_id: 1 }, { token: a.token });
    const bCart = await call('GET', '/api/user/cart.json', undefined, { token: b.token });
    expect(bCart.body.data.items.map((i: { course: { id: number } }) => i.course.id)).toEqual([2]);
  });

  it("cannot read B's orders or pay for them", async () => {
    expect((await call('GET', '/api/user/order/details.json', undefined, { query: { id: bOrder.id }, token: a.token })).statusCode).toBe(404);
    expect((await call('GET', '/api/user/order/details.json', undefined, { query: { code: bOrder.code }, token: a.token })).statusCode).toBe(404);
    expect((await call('POST', '/api/user/order/payment.json', { order_id: bOrder.id }, { token: a.token })).statusCode).toBe(404);
    const list = await call('GET', '/api/user/order.json', undefined, { token: a.token });
    expect(list.body.data.items).toEqual([]);
    expect((await call('GET', '/api/user/order/details.json', undefined, { query: { id: bOrder.id }, token: b.token })).statusCode).toBe(200);
  });

  it("cannot read or mark B's notifications", async () => {
    const r = await call('GET', '/api/user/notification/details.json', undefined, { query: { id: bNotification.id }, token: a.token });
    expect(r.statusCode).toBe(404);
    await call('PATCH', '/api/user/notification/read.json', { ids: [bNotification.id] }, { token: a.token });
    const bList = await call('GET', '/api/user/notification.json', undefined, { token: b.token });
    expect(bList.body.data.items.find((n: { id: number }) => n.id === bNotification.id).read_at).toBeNull();
    const aList = await call('GET', '/api/user/notification.json', undefined, { token: a.token });
    expect(aList.body.data.items.some((n: { id: number }) => n.id === bNotification.id)).toBe(false);
  });

  it("cannot read or write B's learning log", async () => {
    const aLogs = await call('GET', '/api/user/lesson/learning_log.json', undefined, { query: { course_id: 1 }, token: a.token });
    expect(aLogs.body.data.logs).toEqual([]);
    const lessons = (await call('GET', '/api/user/lesson.json', undefined, { query: { course_id: 1 }, token: a.token })).body.data.lessons;
    // A does not own course 1: a non-preview lesson is refused
    const locked = lessons.find((l: { is_free_preview: boolean }) => !l.is_free_preview);
    const w = await call('PATCH', '/api/user/lesson/learning_log.json', { lesson_id: locked.id, position: 5, user_id: b.id }, { token: a.token });
    expect(w.statusCode).toBe(403);
    const bLogs = await call('GET', '/api/user/lesson/learning_log.json', undefined, { query: { course_id: 1 }, token: b.token });
    expect(bLogs.body.data.logs).toHaveLength(1);
    expect(bLogs.body.data.logs[0]).toMatchObject({ position: 120, progress: 40 });
  });

  it("cannot read or change B's profile", async () => {
    const p = await call('PATCH', '/api/user/user.json', { full_name: 'Bị đổi tên', id: b.id, user_id: b.id, email: 'x@y.zz' }, { token: a.token });
    expect(p.statusCode).toBe(200);
    expect(p.body.data.user.id).toBe(a.id);
    const bMe = await call('GET', '/api/user/user.json', undefined, { token: b.token });
    expect(bMe.body.data.user).toMatchObject({ id: b.id, email: b.email, full_name: 'Học viên thử nghiệm' });
    const aMe = await call('GET', '/api/user/user.json', undefined, { token: a.token });
    expect(aMe.body.data.user.email).toBe(a.email);
  });

  it("cannot use B's course entitlements", async () => {
    const lesson = (await call('GET', '/api/user/lesson.json', undefined, { query: { course_id: 3 }, token: a.token })).body.data;
    expect(lesson.entitled).toBe(false);
    const links = await call('POST', '/api/user/course/external_link.json', { course_id: 4 }, { token: a.token });
    expect(links.statusCode).toBe(403);
  });

  it('gets 401 on every user-scoped route without a token, and with a forged one', async () => {
    const forged = `${a.token.split('.').slice(0, 2).join('.')}.${'x'.repeat(43)}`;
    for (const [method, url] of [
      ['GET', '/api/user/cart.json?x=1'],
      ['GET', '/api/user/order.json'],
      ['GET', '/api/user/notification.json'],
      ['GET', '/api/user/user.json'],
      ['GET', '/api/user/lesson/learning_log.json?course_id=1'],
      ['GET', '/api/user/my_subscription_plan.json'],
    ] as const) {
      const anon = await call(method, url);
      if (url.startsWith('/api/user/cart.json')) expect(anon.body.data.count).toBe(0);
      else expect(anon.statusCode).toBe(401);
      expect((await call(method, url, undefined, { token: forged })).statusCode).toBe(401);
    }
  });
});
