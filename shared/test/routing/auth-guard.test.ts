import { authGuardDecision, type GuardInput } from '../../src/routing/auth-guard';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const LIGHTHOUSE = 'Mozilla/5.0 (Linux; Android 11) Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse';

const input = (path: string, authenticated: boolean, fullPath = path, userAgent = BROWSER): GuardInput => ({
  path,
  fullPath,
  authenticated,
  userAgent,
});

describe('authGuardDecision (SPEC §6)', () => {
  it.each([
    ['/tai-khoan', '/tai-khoan', '/dang-nhap?redirect=%2Ftai-khoan'],
    ['/tai-khoan/ho-so', '/tai-khoan/ho-so', '/dang-nhap?redirect=%2Ftai-khoan%2Fho-so'],
    ['/tai-khoan/don-hang', '/tai-khoan/don-hang?page=2', '/dang-nhap?redirect=%2Ftai-khoan%2Fdon-hang%3Fpage%3D2'],
    ['/tai-khoan/thong-bao/abc', '/tai-khoan/thong-bao/abc#x', '/dang-nhap?redirect=%2Ftai-khoan%2Fthong-bao%2Fabc%23x'],
    ['/tai-khoan/', '/tai-khoan/', '/dang-nhap?redirect=%2Ftai-khoan%2F'],
  ])('sends a visitor on %s to login with the full path and clears the session', (path, fullPath, to) => {
    expect(authGuardDecision(input(path, false, fullPath))).toEqual({ kind: 'redirect', to, clearSession: true });
  });

  it.each(['/tai-khoan', '/tai-khoan/ho-so', '/tai-khoan/kich-hoat-khoa-hoc'])('lets a signed-in user into %s', (path) => {
    expect(authGuardDecision(input(path, true))).toEqual({ kind: 'allow' });
  });

  it.each(['/dang-nhap', '/dang-ky', '/kiem-tra-sdt', '/doi-mat-khau', '/register-otp', '/quen-mat-khau-step-2', '/dang-nhap/'])(
    'sends a signed-in user away from %s to /',
    (path) => {
      expect(authGuardDecision(input(path, true))).toEqual({ kind: 'redirect', to: '/' });
    },
  );

  it.each(['/dang-nhap', '/dang-ky', '/kiem-tra-sdt', '/doi-mat-khau', '/register-otp', '/quen-mat-khau-step-2'])(
    'lets a visitor open %s',
    (path) => {
      expect(authGuardDecision(input(path, false))).toEqual({ kind: 'allow' });
    },
  );

  it.each([
    ['/', false],
    ['/khoa-hoc', false],
    ['/tai-khoanx', false],
    ['/kiem-tra-email', true],
    ['/quen-mat-khau', true],
    ['/gio-hang', true],
  ])('allows %s (signed in: %s)', (path, authenticated) => {
    expect(authGuardDecision(input(path, authenticated))).toEqual({ kind: 'allow' });
  });

  it.each([
    [true, '/tai-khoan/kich-hoat-khoa-hoc'],
    [false, '/dang-nhap?redirect=%2Ftai-khoan%2Fkich-hoat-khoa-hoc'],
  ])('/lm/active (signed in: %s) → %s', (authenticated, to) => {
    expect(authGuardDecision(input('/lm/active', authenticated))).toEqual({ kind: 'redirect', to });
  });

  it.each([GOOGLEBOT, LIGHTHOUSE])('skips the guard for crawlers and page-speed tools (%s)', (ua) => {
    expect(authGuardDecision(input('/tai-khoan/ho-so', false, '/tai-khoan/ho-so', ua))).toEqual({ kind: 'allow' });
  });

  it('still sends a crawler at /lm/active to login', () => {
    expect(authGuardDecision(input('/lm/active', false, '/lm/active', GOOGLEBOT))).toMatchObject({ kind: 'redirect' });
  });
});
