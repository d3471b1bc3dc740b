import { signCarrierToken } from '../../../src/lib/carrier-token';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { login, rtCookie } from '../../helpers/users';

/**
 * Carrier number recognition (SPEC §6), end to end on one machine: the development simulator answers
 * like a carrier (back to /callback with a signed, single-use msisdn_token), and login_phone.json signs
 * the subscriber in with it.
 */
let t: TestApp;
let call: Call;
const SITE = 'http://localhost:3000';
const RETURN = `${SITE}/callback?redirect=%2Fkhoa-hoc`;

beforeAll(async () => {
  t = await createTestApp('carrier', { siteOrigin: SITE });
  call = client(t.app);
});
afterAll(() => t?.close());

const recognize = (query: Record<string, string>) => call('GET', '/api/dev/carrier/recognize', undefined, { query });
const phone = () => `098${String(Date.now()).slice(-7)}`;
const answerOf = (location: unknown) => new URL(String(location));

describe('the carrier simulator', () => {
  it('is where public settings point in development', async () => {
    const res = await call('GET', '/api/settings.json');
    expect(res.body.data.recognitionUrl).toBe('/api/dev/carrier/recognize');
  });

  it('shows a Vietnamese page asking for the subscriber’s number', async () => {
    const res = await recognize({ service_id: 'svc', return_url: RETURN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body.data).toContain('Nhận diện thuê bao (giả lập)');
    expect(res.body.data).toContain('<label for="phone">Số điện thoại của thuê bao</label>');
  });

  it('answers "recognised" at the site’s /callback with a token, keeping the way back', async () => {
    const res = await recognize({ return_url: RETURN, phone: '+84 98 123 4567' });
    expect(res.statusCode).toBe(302);
    const back = answerOf(res.headers.location);
    expect(back.origin + back.pathname).toBe(`${SITE}/callback`);
    expect(back.searchParams.get('redirect')).toBe('/khoa-hoc');
    expect(back.searchParams.get('status')).toBe('success');
    expect(back.searchParams.get('msisdn_token')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('answers "not recognised" with status=fail and no token', async () => {
    const back = answerOf((await recognize({ return_url: RETURN, answer: 'fail' })).headers.location);
    expect(back.searchParams.get('status')).toBe('fail');
    expect(back.searchParams.has('msisdn_token')).toBe(false);
  });

  it.each([
    ['another site', 'https://ke-gian.example/callback'],
    ['another page of the site', `${SITE}/tai-khoan`],
    ['not a URL', 'callback'],
  ])('never answers to %s (no open redirect)', async (_name, returnUrl) => {
    const res = await recognize({ return_url: returnUrl, phone: '0981234567' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/return_url/);
  });
});

describe('signing in with the carrier’s token', () => {
  it('signs the subscriber in (an account is made on first use) and the token works once', async () => {
    const number = phone();
    const token = signCarrierToken(t.app.config.carrierSecret, number);
    const res = await call('POST', '/api/user/login_phone.json', { msisdn_token: token });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user.phone).toBe(number);
    expect(rtCookie(res).length).toBeGreaterThan(20);
    const replay = await call('POST', '/api/user/login_phone.json', { msisdn_token: token });
    expect(replay.statusCode).toBe(401);
    expect(replay.body.message).toMatch(/Không nhận diện được/);
  });

  it.each([
    ['signed with another secret', () => signCarrierToken('not-the-carrier-secret-not-the-carrier', phone())],
    ['expired', () => signCarrierToken(t.app.config.carrierSecret, phone(), Date.now() - 10 * 60_000)],
    [
      'tampered',
      () => {
        const [body, sig] = signCarrierToken(t.app.config.carrierSecret, phone()).split('.');
        const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
        return `${Buffer.from(JSON.stringify({ ...claims, phone: '0912345678' })).toString('base64url')}.${sig}`;
      },
    ],
    ['garbage', () => 'x'.repeat(40)],
  ])('refuses a token %s', async (_name, make) => {
    const res = await call('POST', '/api/user/login_phone.json', { msisdn_token: make() });
    expect(res.statusCode).toBe(401);
  });

  it('claims a number someone pre-registered and never verified: their password stops working', async () => {
    const number = phone();
    expect((await call('POST', '/api/user/register.json', { username: number, password: 'Keganlua@123', full_name: 'Kẻ gian' })).statusCode).toBe(
      200,
    );
    const res = await call('POST', '/api/user/login_phone.json', { msisdn_token: signCarrierToken(t.app.config.carrierSecret, number) });
    expect(res.statusCode).toBe(200);
    expect((await login(call, number, 'Keganlua@123')).statusCode).toBe(401);
  });

  it('a phone sign-in without number or token is a Vietnamese 400', async () => {
    const res = await call('POST', '/api/user/login_phone.json', {});
    expect(res.statusCode).toBe(400);
  });
});
