import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The seeded demo learners (api/README.md). The first owns courses 1, 16, 30, 49. */
export const LEARNER = { email: 'hocvien@example.com', password: 'Hocvien@123', name: 'Nguyễn Văn Học', phone: '0912345678' };
export const LEARNER_2 = { email: 'hocvien2@example.com', password: 'Hocvien@123' };
/** Seeded paid courses nobody owns: 'SQL và PostgreSQL căn bản' (490.000đ) and 'JavaScript hiện đại' (690.000đ). */
export const SQL_COURSE = { id: 34, name: 'SQL và PostgreSQL căn bản', price: '490.000đ' };
export const JS_COURSE = { id: 32, name: 'JavaScript hiện đại', price: '690.000đ' };

export interface SignedReturn {
  order_code: string;
  txn_ref: string;
  amount: number;
  result: string;
  sig: string;
}

/** The checkout remote's screens as a learner sees them: roles and Vietnamese labels only. */
export class CheckoutPages {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name });
  }

  cartLink(count: number): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: `Giỏ hàng ${count} khóa học` });
  }

  cartLine(name: string): Locator {
    return this.page.getByRole('main').getByRole('listitem').filter({ hasText: name });
  }

  removeButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Xóa ${name} khỏi giỏ hàng` });
  }

  promoField(): Locator {
    return this.page.getByLabel('Mã khuyến mãi');
  }

  async applyPromo(code: string): Promise<void> {
    await this.promoField().fill(code);
    await this.page.getByRole('button', { name: 'Áp dụng' }).click();
  }

  totals(): Locator {
    return this.page.getByRole('definition').last();
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Email hoặc số điện thoại').fill(email);
    await this.page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  }
}

async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

export async function courseHref(request: APIRequestContext, id: number): Promise<string> {
  const { course } = await data<{ course: { alias: string; alias_code: string } }>(
    await request.get('/api/user/course/details.json', { params: { id } }),
  );
  return `/khoa-hoc/${course.alias}-${course.alias_code}`;
}

export async function apiLogin(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await data<{ token: string }>(await request.post('/api/user/login.json', { data: { username: who.email, password: who.password } }));
  return res.token;
}

/** A pending order paid through the sandbox as the gateway would sign it (dev-only helper route). */
export async function signedReturnFor(request: APIRequestContext, token: string, courseId: number, result = 'success'): Promise<SignedReturn> {
  const auth = { Authorization: `Bearer ${token}` };
  const created = await data<{ order: { id: number } }>(
    await request.post('/api/user/order.json', { headers: auth, data: { course_ids: [courseId] } }),
  );
  const payment = await data<{ txn_ref: string }>(
    await request.post('/api/user/order/payment.json', { headers: auth, data: { order_id: created.order.id } }),
  );
  return data<SignedReturn>(await request.post('/api/dev/sandbox_pay.json', { data: { txn_ref: payment.txn_ref, result } }));
}

export function returnQuery(ret: SignedReturn): string {
  return new URLSearchParams(Object.entries(ret).map(([k, v]) => [k, String(v)])).toString();
}

/** Orders of the signed-in user that contain `courseId`. */
export async function ordersWith(request: APIRequestContext, token: string, courseId: number): Promise<Array<{ code: string; status: string }>> {
  const list = await data<{ items: Array<{ code: string; status: string; items: Array<{ course_id: number }> }> }>(
    await request.get('/api/user/order.json', { headers: { Authorization: `Bearer ${token}` }, params: { page_size: 50 } }),
  );
  return list.items.filter((o) => o.items.some((i) => i.course_id === courseId));
}
