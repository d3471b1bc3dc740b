import type http from 'node:http';
import type { RemoteHealthReport } from '@edu/shared/schemas';
import { canaryAction, promoteAction, rollbackAction, type ActionContext } from '../registry/actions';
import { closeSession, openSession, sessionOf, setFlash, takeFlash, SESSION_SECONDS, type ConsoleSession, type Flash } from './console-sessions';
import { clientAddress, countWrongTry, lockedFor, throttleKeys } from './login-throttle';
import { OpsDatabaseUnavailable } from '../registry/ops-database';
import { cameOverTls } from '../edge/security-headers';
import { parseCookies } from '../ssr/cookies';
import { readRegistry } from '../registry/store';
import {
  confirmPage,
  consolePage,
  CONSOLE_PATH,
  describeAction,
  loginPage,
  previewPage,
  type HealthView,
  type PendingAction,
  type Viewer,
} from './pages';
import { makePreviewLink } from '../preview/make-preview';

/**
 * The ops web console (`/ops/console`), served by the edge beside the site but not part of it: behind a
 * deploy token (the operator signs in with their own; the HttpOnly, SameSite=Strict cookie scoped to the
 * console holds a server-side session, ./console-sessions.ts, ended by signing out; sign-in throttled),
 * every remote's versions with their health over time, the history with reasons, and promote /
 * rollback / canary — each after a confirmation with a reason, through the CLI's own code path
 * (ops/src/registry/actions.ts: token scope, reason, render check, audit).
 */
export interface ConsoleOptions {
  deployDir: string;
  /** The site (its API answers health; the render check proxies to it). */
  siteUrl: string;
  /** The API's admin token, for per-version health; without it the console says so. */
  adminToken?: string;
  healthMinutes?: number;
  healthStepMinutes?: number;
  /** The render check a promote or canary runs, `() => import('../gate/render-gate')` (the host passes it in). */
  renderGate?: ActionContext['renderGate'];
}

const COOKIE = 'edu_ops_session';
/** A page for operators: no script at all, nothing framed, nothing cached. */
const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  // same-origin, not no-referrer: with no-referrer a form's POST says "Origin: null", and the origin check needs it
  'Referrer-Policy': 'same-origin',
};

const send = (res: http.ServerResponse, status: number, html: string, extra: Record<string, string | string[]> = {}) => {
  res.writeHead(status, { ...HEADERS, ...extra });
  res.end(html);
};
const redirect = (res: http.ServerResponse, to: string, extra: Record<string, string | string[]> = {}) => {
  res.writeHead(303, { Location: to, 'Cache-Control': 'no-store', ...extra });
  res.end();
};

const tokenCookie = (req: http.IncomingMessage, value: string, maxAge: number) =>
  `${COOKIE}=${encodeURIComponent(value)}; Path=${CONSOLE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${cameOverTls(req) ? '; Secure' : ''}`;

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

/** A change comes from the console's own page: the browser's Origin must be this host (SameSite=Strict already keeps the cookie off cross-site posts). */
function sameOrigin(req: http.IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** The success banner: only what the console itself reported after a change, from this table. */
const DONE: Record<Flash['code'], (f: Flash) => string> = {
  promoted: (f) => `${f.remote}: live ${f.from ?? 'không có'} → ${f.to}.`,
  'rolled-back': (f) => `${f.remote}: đã quay lại ${f.from ?? 'không có'} → ${f.to}.`,
  'canary-set': (f) => `${f.remote}@${f.version}: canary cho ${f.percent}% trình duyệt.`,
  'canary-cleared': (f) => `${f.remote}: đã dừng canary.`,
};
const doneText = (f: Flash) => DONE[f.code](f) + (f.notes?.length ? ` (${f.notes.join('; ')})` : '');

/** POST /login: throttled per address and token prefix; a valid token opens a server-side session. */
async function login(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const token = (await readForm(req)).get('token')?.trim() ?? '';
  const keys = throttleKeys(clientAddress(req), token);
  const wait = await lockedFor(keys);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60_000);
    return send(res, 429, loginPage(`Bạn đã nhập sai mã quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`), {
      'Retry-After': String(Math.ceil(wait / 1000)),
    });
  }
  let secret: string;
  try {
    secret = await openSession(token);
  } catch (error) {
    if (error instanceof OpsDatabaseUnavailable || /deploy tokens live in the database/.test((error as Error).message)) throw error;
    await countWrongTry(keys);
    return send(res, 401, loginPage('Mã triển khai không hợp lệ, đã hết hạn hoặc đã bị thu hồi.'));
  }
  redirect(res, CONSOLE_PATH, { 'Set-Cookie': tokenCookie(req, secret, SESSION_SECONDS) });
}

async function healthView(options: ConsoleOptions): Promise<HealthView | string> {
  if (!options.adminToken) return 'Chưa có số liệu sức khỏe: đặt ADMIN_TOKEN (mã quản trị của API) cho bảng điều khiển.';
  const minutes = options.healthMinutes ?? 180;
  const step = options.healthStepMinutes ?? 10;
  try {
    const res = await fetch(new URL(`/api/admin/remote_health.json?minutes=${minutes}&step=${step}`, options.siteUrl), {
      headers: { authorization: `Bearer ${options.adminToken}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return `Không lấy được số liệu sức khỏe (HTTP ${res.status}).`;
    const { versions } = ((await res.json()) as { data: RemoteHealthReport }).data;
    const stepMs = step * 60_000;
    const toMs = Math.ceil(Date.now() / stepMs) * stepMs;
    return { versions, fromMs: toMs - minutes * 60_000, toMs, stepMs };
  } catch (error) {
    return `Không lấy được số liệu sức khỏe (${(error as Error).message}).`;
  }
}

export function pendingFrom(params: URLSearchParams): PendingAction | null {
  const action = params.get('action');
  const remote = params.get('remote') ?? '';
  if (!/^[a-z][a-z0-9_]{0,63}$/.test(remote)) return null;
  const version = params.get('version') || undefined;
  if (version !== undefined && !/^[0-9A-Za-z.+-]{1,64}$/.test(version)) return null;
  if (action === 'promote' && version) return { action, remote, version };
  if (action === 'rollback') return { action, remote, version };
  if (action === 'canary' && version) return { action, remote, version, percent: params.get('percent') ?? undefined };
  if (action === 'preview' && version) return { action, remote, version, hours: params.get('hours') ?? undefined };
  return null;
}

async function perform(options: ConsoleOptions, session: ConsoleSession, a: PendingAction, reason: string): Promise<Flash> {
  const warnings: string[] = [];
  // a warning the action logs goes with the result (a render check that cannot run is no warning: it refuses)
  const log = (line: string) => line.startsWith('⚠') && warnings.push(line.replace(/^⚠\s*/, ''));
  // no skip of the render check here, and a version a check found at fault is refused outright
  const ctx: ActionContext = {
    deployDir: options.deployDir,
    token: undefined,
    identity: session.identity,
    reason,
    siteUrl: options.siteUrl,
    log,
    refuseFaulty: true,
    renderGate: options.renderGate,
  };
  const done = await performWith(ctx, a);
  return warnings.length ? { ...done, notes: warnings } : done;
}

async function performWith(ctx: ActionContext, a: PendingAction): Promise<Flash> {
  if (a.action === 'promote') {
    const { from } = await promoteAction(ctx, a.remote, a.version!);
    return { code: 'promoted', remote: a.remote, from, to: a.version };
  }
  if (a.action === 'rollback') {
    const { from, to } = await rollbackAction(ctx, a.remote, a.version);
    return { code: 'rolled-back', remote: a.remote, from, to };
  }
  const percent = Number(a.percent);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new Error('Tỉ lệ phải là số nguyên từ 0 đến 100.');
  await canaryAction(ctx, a.remote, a.version!, percent);
  return percent === 0 ? { code: 'canary-cleared', remote: a.remote } : { code: 'canary-set', remote: a.remote, version: a.version, percent };
}

/** Handles requests under /ops/console; false for any other path. */
export function createConsoleHandler(options: ConsoleOptions): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    const route = url.pathname.slice(CONSOLE_PATH.length) || '/';
    if (req.method === 'POST' && !sameOrigin(req)) return send(res, 403, loginPage('Yêu cầu không đến từ bảng điều khiển này.'));
    const cookie = parseCookies(req.headers.cookie)[COOKIE];

    if (route === '/login' && req.method === 'POST') return login(req, res);
    if (route === '/logout' && req.method === 'POST') {
      await closeSession(cookie);
      return redirect(res, CONSOLE_PATH, { 'Set-Cookie': tokenCookie(req, '', 0) });
    }
    const session = await sessionOf(cookie);
    if (!session) return send(res, req.method === 'GET' && route === '/' ? 200 : 401, loginPage());
    const viewer: Viewer = { owner: session.identity.owner, remotes: session.identity.remotes };

    if (route === '/' && req.method === 'GET') {
      // the banner shows only the console's own report of this session's last change (never text from the URL)
      const [state, health, flash] = await Promise.all([readRegistry(options.deployDir), healthView(options), takeFlash(session.id)]);
      return send(res, 200, consolePage(state, viewer, health, flash ? doneText(flash) : undefined));
    }
    if (route === '/confirm' && req.method === 'GET') {
      const pending = pendingFrom(url.searchParams);
      return pending ? send(res, 200, confirmPage(pending)) : send(res, 400, loginPage('Thao tác không hợp lệ.'));
    }
    if (route === '/action' && req.method === 'POST') {
      const form = await readForm(req);
      const pending = pendingFrom(form);
      if (!pending) return send(res, 400, loginPage('Thao tác không hợp lệ.'));
      const reason = form.get('reason')?.trim() ?? '';
      if (!reason) return send(res, 422, confirmPage(pending, 'Hãy ghi lý do: nó được lưu vào lịch sử.'));
      try {
        if (pending.action === 'preview') {
          if (!viewer.remotes.includes('*') && !viewer.remotes.includes(pending.remote))
            throw new Error(`Mã này không được triển khai ${pending.remote}.`);
          const siteUrl = `${cameOverTls(req) ? 'https' : 'http'}://${req.headers.host ?? new URL(options.siteUrl).host}`;
          const link = await makePreviewLink({
            deployDir: options.deployDir,
            siteUrl,
            remote: pending.remote,
            version: pending.version!,
            hours: Number(pending.hours ?? 24),
          });
          return send(res, 200, previewPage(link));
        }
        await setFlash(session.id, await perform(options, session, pending, reason));
        return redirect(res, CONSOLE_PATH);
      } catch (error) {
        return send(res, 422, confirmPage(pending, `${describeAction(pending)} không thực hiện được:\n${(error as Error).message}`, reason));
      }
    }
    send(res, 404, loginPage('Không có trang này trong bảng điều khiển.'));
  };

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://console');
    if (url.pathname !== CONSOLE_PATH && !url.pathname.startsWith(`${CONSOLE_PATH}/`)) return false;
    handle(req, res, url).catch((error: unknown) => {
      console.error('[ops console]', error);
      if (res.headersSent) res.destroy();
      // the tokens' database away: a 503 to retry, not a server fault
      else if (error instanceof OpsDatabaseUnavailable)
        send(res, 503, loginPage('Không kết nối được cơ sở dữ liệu vận hành. Vui lòng thử lại sau ít phút.'), { 'Retry-After': '5' });
      else send(res, 500, loginPage('Lỗi máy chủ, vui lòng thử lại.'));
    });
    return true;
  };
}
