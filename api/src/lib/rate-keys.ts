import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config';
import { tooMany } from './errors';
import type { LimitRule } from '../repositories/limits-repo';
import { parseLogin } from '../repositories/users-repo';

/**
 * The identifier a limit counts, in its canonical form: '+84 912.345.678', '84912345678' and
 * '0912345678' are one phone number, 'A@B.vn' and 'a@b.vn' one address — so respelling it buys no
 * new allowance.
 */
export function canonicalIdentifier(value: string): string {
  const login = parseLogin(value);
  if (login) return 'email' in login ? login.email : login.phone;
  return value.trim().toLowerCase().slice(0, 254);
}

const rule = (key: string, r: RateLimitRule): LimitRule => ({ key, max: r.max, windowMs: r.timeWindow });

/** The caller: a learner by id, or a client by address (request.ip honours only TRUST_PROXY). */
export const callerKey = (request: FastifyRequest) => (request.userId ? `u:${request.userId}` : `ip:${request.ip}`);

/** Rules of one kind of attempt; `who` is the canonical identifier it is about (or '' when none). */
export function limitRules(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: 'login' | 'otp' | 'check' | 'forgot' | 'send' | 'code' | 'lookup' | 'post' | 'report',
  who = '',
): LimitRule[] {
  const l = app.config.rateLimits;
  const ip = request.ip;
  switch (kind) {
    // per address and account (one client hammering one account), per address (one client trying many accounts),
    // per network (one client rotating the addresses of its block); `who` is the account when there is one
    case 'login':
      return [rule(`login:${ip}:${who}`, l.login), rule(`login-ip:${ip}`, l.loginPerIp), rule(`login-net:${networkOf(ip)}`, l.loginPerNet)];
    // asking for codes and checking them are separate allowances (each code also allows only five checks)
    case 'otp':
      return [rule(`otp:${ip}:${who}`, l.otp)];
    case 'check':
      return [rule(`check:${ip}:${who}`, l.otp)];
    case 'forgot':
      return [rule(`forgot:${ip}:${who}`, l.forgot)];
    // a code is about to be sent to `who`: per number / address from anywhere, per requesting address
    case 'send':
      return [rule(`send:${who}`, l.sendPerTarget), rule(`send-day:${who}`, l.sendPerTargetDay), rule(`send-ip:${ip}`, l.sendPerIp)];
    case 'code':
      return [rule(`code:${callerKey(request)}`, l.codeGuesses)];
    case 'lookup':
      return [rule(`lookup:${ip}`, l.lookups)];
    case 'post':
      return [rule(`post:${callerKey(request)}`, l.posts)];
    // a report also counts as a post; and a day's reports are capped on their own
    case 'report':
      return [rule(`post:${callerKey(request)}`, l.posts), rule(`report:${callerKey(request)}`, l.reports)];
  }
}

/** The block an address belongs to: IPv4 /24 ("203.0.113"), IPv6 /48 (its first three groups, expanded). */
export function networkOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return v4[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':');
}

/** 429 with Retry-After and a Vietnamese message. */
export function tooManyAttempts(reply: FastifyReply, waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('Retry-After', String(seconds));
  return tooMany(`Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${seconds} giây`);
}

/** Counts one attempt against each rule (shared by every replica); 429 once any of them is used up. */
export async function enforceLimits(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, rules: LimitRule[]): Promise<void> {
  const wait = await app.repos.limits.hit(rules);
  if (wait > 0) throw tooManyAttempts(reply, wait);
}

/** `who` from the body's first string field among `names`, canonical. */
export const bodyIdentifier = (request: FastifyRequest, ...names: string[]): string => {
  const body = request.body as Record<string, unknown> | undefined;
  for (const n of names) {
    const v = body?.[n];
    if (typeof v === 'string') return canonicalIdentifier(v);
  }
  return '';
};

/**
 * Guessable codes (activation, promo): each attempt takes one of the caller's allowance up front —
 * atomically, so parallel guesses cannot exceed it — and a right code gives it back: only wrong
 * codes use the allowance up.
 */
export async function guardedCodeAttempt<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: () => Promise<T>,
): Promise<T> {
  const rules = limitRules(app, request, 'code');
  await enforceLimits(app, request, reply, rules);
  const result = await attempt();
  await app.repos.limits.refund(rules.map((r) => r.key));
  return result;
}

/**
 * preHandler of the code-sending and code-checking calls (register, resend, verify, phone login, forgot password):
 * attempts per client address and identifier; when a code goes out, also per number / address and per client.
 */
export function otpLimits(app: FastifyInstance, kind: 'otp' | 'check' | 'forgot', sends: boolean) {
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const who = bodyIdentifier(request, 'username', 'phone', 'email');
      await enforceLimits(app, request, reply, [...limitRules(app, request, kind, who), ...(sends ? limitRules(app, request, 'send', who) : [])]);
    },
  };
}
