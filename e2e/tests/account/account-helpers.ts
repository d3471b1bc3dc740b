import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** The seeded demo learner (api/src/seed/demo-accounts.ts). */
export const DEMO = { email: 'hocvien@example.com', password: 'Hocvien@123', name: 'Nguyễn Văn Học' };
/** Seeded activation codes; each works once, so a journey takes the first one still unused. */
export const DEMO_CODES = Array.from({ length: 10 }, (_, i) => `KH-DEMO-${String(i + 1).padStart(4, '0')}`);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
export const uniqueEmail = () => `hv-${unique()}@example.com`;
/** A valid, almost surely unused Viettel number (096xxxxxxx). */
export const uniquePhone = () => `096${String(Date.now() % 1e7).padStart(7, '0')}`;

/** The newest OTP the development outbox holds for an address, waiting briefly for it to arrive. */
export async function readOtp(request: APIRequestContext, to: string, newerThanId = 0): Promise<{ otp: string; id: number }> {
  let found: { otp: string; id: number } | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox.json?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { data?: { id: number; otp: string | null }[] };
        const msg = body.data?.find((m) => m.otp && m.id > newerThanId);
        found = msg?.otp ? { otp: msg.otp, id: msg.id } : null;
        return found !== null;
      },
      { timeout: 10_000, message: `an OTP for ${to} in the dev outbox` },
    )
    .toBe(true);
  return found!;
}

/** Account page object: the screens of mf-account, found by their Vietnamese labels and roles. */
export class AccountPages {
  constructor(readonly page: Page) {}

  /**
   * The app has the sign-in forms: before it they are HTML forms the browser posts itself (their early-script
   * attribute data-pending is dropped when the app takes them; docs/decisions/2026-11-27-sign-in-forms-before-the-app.md).
   * A test of the app's own behaviour (messages under the fields, its API calls) waits for it.
   */
  async appReady() {
    await expect(this.page.locator('html[data-app]')).toBeAttached();
    await expect(this.page.locator('form[data-pending]')).toHaveCount(0);
  }

  passwordField(label = 'Mật khẩu') {
    return this.page.getByLabel(label, { exact: true });
  }

  async signIn(username: string, password: string) {
    const { page } = this;
    await page.getByLabel('Email hoặc số điện thoại').fill(username);
    await this.passwordField().fill(password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  }

  /** /dang-ky filled in (terms ticked) and sent: the code step comes next. */
  async signUp(fullName: string, email: string, password = 'Hoctap@2024') {
    const { page } = this;
    await page.getByLabel('Họ và tên').fill(fullName);
    await page.getByLabel('Email hoặc số điện thoại').fill(email);
    await this.passwordField('Mật khẩu').fill(password);
    await this.passwordField('Nhập lại mật khẩu').fill(password);
    await page.getByRole('checkbox', { name: /Tôi đồng ý/ }).check();
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  }

  /** The shell's header once signed in (its user menu links to /tai-khoan with the learner's name). */
  headerUser(name: string) {
    return this.page.getByRole('banner').getByRole('link', { name });
  }

  accountNav() {
    return this.page.getByRole('navigation', { name: 'Tài khoản' });
  }

  toast(text: string | RegExp) {
    return this.page.getByText(text).first();
  }
}

/** The `userStore` session cookie, parsed (SPEC §3). */
export async function readSessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'userStore');
  if (!cookie) return null;
  return JSON.parse(decodeURIComponent(cookie.value)) as {
    userInfo: { token: string; rt_exp?: string; full_name: string; refresh_token?: unknown } | null;
  };
}

/** The same JWT with `exp` moved into the past (the signature no longer matches: the API rejects it like an expired one). */
export function expireJwt(token: string): string {
  const [head, payload, sig] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { exp: number };
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  return [head, Buffer.from(JSON.stringify(claims)).toString('base64url'), sig].join('.');
}

/** A fresh, verified learner made through the API (register.json → outbox → verify_otp.json). */
export async function registerLearner(
  request: APIRequestContext,
  fullName = 'Học Viên Thử',
): Promise<{ email: string; password: string; fullName: string }> {
  const email = uniqueEmail();
  const password = 'Hoctap@2024';
  const reg = await request.post('/api/user/register.json', { data: { username: email, password, full_name: fullName } });
  expect(reg.ok(), await reg.text()).toBe(true);
  const { otp } = await readOtp(request, email);
  const verify = await request.post('/api/user/verify_otp.json', { data: { username: email, otp, purpose: 'register' } });
  expect(verify.ok(), await verify.text()).toBe(true);
  return { email, password, fullName };
}
