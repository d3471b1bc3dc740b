import { createHash, randomInt } from 'node:crypto';
import type { Pool } from 'pg';

export type OtpPurpose = 'register' | 'login' | 'forgot' | 'change_email' | 'change_phone';
export type OtpCheck = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: 'missing' | 'expired' | 'wrong' | 'locked' };

const TTL_MINUTES = 10;
const MAX_ATTEMPTS = 5;
/**
 * Seconds a client waits before offering "Gửi lại mã": the server's word, sent with every code (the
 * client counts down from it). The send limits (lib/rate-keys.ts) are what enforce it.
 */
export const RESEND_AFTER_SECONDS = 60;
/** What every answer that (may have) sent a code says: how long it lives, when another may be asked for. */
export const CODE_TIMING = { expires_in: TTL_MINUTES * 60, resend_after: RESEND_AFTER_SECONDS } as const;
const hash = (target: string, code: string) => createHash('sha256').update(`${target}:${code}`).digest('hex');

const PURPOSE_TEXT: Record<OtpPurpose, string> = {
  register: 'xác thực đăng ký tài khoản',
  login: 'đăng nhập',
  forgot: 'đặt lại mật khẩu',
  change_email: 'xác nhận đổi email',
  change_phone: 'xác nhận số điện thoại',
};

/**
 * One-time codes, stored hashed. The message that carries a code goes to the outbox (the delivery
 * record a sender works from); the code itself is kept there in plain text only in development
 * (`otpInOutbox`, what /api/dev/outbox.json shows): production keeps the message with the code masked.
 */
export class OtpRepository {
  constructor(
    private readonly db: Pool,
    private readonly options: { otpInOutbox: boolean } = { otpInOutbox: true },
  ) {}

  async issue(target: string, purpose: OtpPurpose, payload: Record<string, unknown> = {}, extraBody = ''): Promise<typeof CODE_TIMING> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const channel = target.includes('@') ? 'email' : 'sms';
    const body = `Mã OTP ${PURPOSE_TEXT[purpose]} của bạn là ${code}. Mã có hiệu lực trong ${TTL_MINUTES} phút.${extraBody}`;
    await this.db.query(
      `WITH o AS (INSERT INTO otp_codes (target, purpose, code_hash, payload, expires_at)
                  VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id)
       INSERT INTO dev_outbox (to_addr, channel, subject, body, otp) SELECT $1, $6, $7, $8, $9 FROM o`,
      [
        target,
        purpose,
        hash(target, code),
        JSON.stringify(payload),
        TTL_MINUTES,
        channel,
        `Mã OTP ${PURPOSE_TEXT[purpose]}`,
        this.options.otpInOutbox ? body : body.replace(code, '••••••'),
        this.options.otpInOutbox ? code : null,
      ],
    );
    return CODE_TIMING;
  }

  /** Is a code for target+purpose still open (sent, unexpired, unused)? */
  async hasOpen(target: string, purpose: OtpPurpose): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM otp_codes WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now() LIMIT 1',
      [target, purpose],
    );
    return rows.length > 0;
  }

  /** Checks the latest unconsumed code for target+purpose; a correct code is consumed, and the older open ones with it. */
  async verify(target: string, purpose: OtpPurpose, code: string): Promise<OtpCheck> {
    const { rows } = await this.db.query(
      `SELECT id, code_hash, payload, attempts, expires_at < now() AS expired FROM otp_codes
       WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
      [target, purpose],
    );
    const row = rows[0];
    if (!row) return { ok: false, reason: 'missing' };
    if (row.expired) return { ok: false, reason: 'expired' };
    // An attempt is taken atomically before the code is compared: however many guesses arrive at
    // once, at most MAX_ATTEMPTS of them are ever checked.
    const slot = await this.db.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2', [row.id, MAX_ATTEMPTS]);
    if (!slot.rowCount) return { ok: false, reason: 'locked' };
    if (row.code_hash !== hash(target, code)) return { ok: false, reason: 'wrong' };
    const consumed = await this.db.query('UPDATE otp_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL', [row.id]);
    if (!consumed.rowCount) return { ok: false, reason: 'missing' };
    // the codes sent before it (a resend) die with it: otherwise the next-newest would be "the latest open code"
    await this.db.query('UPDATE otp_codes SET consumed_at = now() WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL AND id < $3', [
      target,
      purpose,
      row.id,
    ]);
    return { ok: true, payload: row.payload };
  }

  async outbox(to: string, limit = 10) {
    const { rows } = await this.db.query(
      'SELECT id, to_addr AS "to", channel, subject, body, otp, created_at FROM dev_outbox WHERE to_addr = $1 ORDER BY id DESC LIMIT $2',
      [to, limit],
    );
    return rows;
  }
}
