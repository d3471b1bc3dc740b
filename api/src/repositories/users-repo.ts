import type { Pool } from 'pg';
import type { Queryable } from '../db/database';

/**
 * Claiming an account by proving its e-mail or phone: a verified account just signs in; an unverified
 * one (registered by whoever typed that address) loses the password and name it was registered with.
 */
const CLAIM = `verified = true,
  registration_contested = false,
  password_hash = CASE WHEN users.verified THEN users.password_hash ELSE NULL END,
  full_name = CASE WHEN users.verified THEN users.full_name ELSE EXCLUDED.full_name END,
  updated_at = now()`;

export const USER_PUBLIC_COLUMNS = `id, full_name, email, phone, avatar, to_char(birthday, 'YYYY-MM-DD') AS birthday, gender, address, alias,
  verified, policy_accepted_at, created_at`;

export interface UserRow {
  id: number;
  full_name: string;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  verified: boolean;
  password_hash?: string | null;
}

/** '0912345678', '+84912345678', '84912345678' → '0912345678'; null when not a Vietnamese mobile number. */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/[\s.-]/g, '');
  const m = /^(?:\+?84|0)(\d{9})$/.exec(digits);
  return m ? `0${m[1]}` : null;
}

export function isEmail(s: string): boolean {
  return /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/.test(s);
}

/** Username (email or phone) → which column to match. */
export function parseLogin(username: string): { email: string } | { phone: string } | null {
  const u = username.trim();
  if (isEmail(u)) return { email: u.toLowerCase() };
  const phone = normalizePhone(u);
  return phone ? { phone } : null;
}

export class UsersRepository {
  constructor(private readonly db: Pool) {}

  async findByLogin(username: string, q: Queryable = this.db): Promise<(UserRow & { password_hash: string | null }) | null> {
    const login = parseLogin(username);
    if (!login) return null;
    const { rows } = await q.query(
      'email' in login
        ? 'SELECT id, full_name, email, phone, avatar, verified, password_hash FROM users WHERE lower(email) = $1'
        : 'SELECT id, full_name, email, phone, avatar, verified, password_hash FROM users WHERE phone = $1',
      ['email' in login ? login.email : login.phone],
    );
    return rows[0] ?? null;
  }

  async byId(id: number) {
    const { rows } = await this.db.query(`SELECT ${USER_PUBLIC_COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async byAlias(alias: string) {
    const { rows } = await this.db.query('SELECT id, full_name, avatar, alias FROM users WHERE alias = $1', [alias]);
    return rows[0] ?? null;
  }

  /** Creates an unverified account, or refreshes a still-unverified one with the same login. */
  /**
   * A registration (pending until its code is verified). `contest`: a code of an earlier registration is
   * still open (`openCode`) and this one brings another password — the pending account is then
   * contested until verified (see markVerified); with no open code the newest registration simply wins.
   */
  async upsertPending(
    login: { email?: string; phone?: string },
    fullName: string,
    passwordHash: string,
    contest: { openCode: boolean; otherPassword: boolean } = { openCode: false, otherPassword: false },
  ): Promise<{ id: number; verified: boolean }> {
    const onConflict = `DO UPDATE SET full_name = EXCLUDED.full_name, password_hash = EXCLUDED.password_hash,
             registration_contested = $4::boolean AND (users.registration_contested OR $5::boolean), updated_at = now()
           WHERE NOT users.verified RETURNING id, verified`;
    const { rows } = await this.db.query(
      login.email
        ? `INSERT INTO users (email, full_name, password_hash) VALUES ($1, $2, $3)
           ON CONFLICT (lower(email)) WHERE email IS NOT NULL ${onConflict}`
        : `INSERT INTO users (phone, full_name, password_hash) VALUES ($1, $2, $3)
           ON CONFLICT (phone) WHERE phone IS NOT NULL ${onConflict}`,
      [login.email ?? login.phone, fullName, passwordHash, contest.openCode, contest.otherPassword],
    );
    return rows[0] ?? { id: 0, verified: true };
  }

  /** The e-mail/phone code of a registration proved the address: verified from now on. */
  /**
   * Verifies a registration. A contested one (two registrants, two passwords, codes of both sent to the
   * address) keeps no password: both codes reached the address's owner, who may have typed either, so
   * neither password (nor name) is known to be theirs. Answers whether the password was dropped.
   */
  async markVerified(id: number): Promise<{ passwordDropped: boolean }> {
    const { rows } = await this.db.query(
      `UPDATE users u SET verified = true, registration_contested = false, updated_at = now(),
              password_hash = CASE WHEN o.contested THEN NULL ELSE u.password_hash END,
              full_name = CASE WHEN o.contested THEN '' ELSE u.full_name END
       FROM (SELECT id, registration_contested AS contested FROM users WHERE id = $1) o
       WHERE u.id = o.id RETURNING o.contested`,
      [id],
    );
    return { passwordDropped: Boolean(rows[0]?.contested) };
  }

  /**
   * A verified phone account for phone-OTP login (created on first login). Proving the number claims
   * an account someone registered with it but never verified: the password they chose and their
   * pending details are dropped (pre-registration takeover), so only the number's owner gets in.
   */
  async ensurePhoneUser(phone: string): Promise<number> {
    const { rows } = await this.db.query(
      `INSERT INTO users (phone, verified) VALUES ($1, true)
       ON CONFLICT (phone) WHERE phone IS NOT NULL DO UPDATE SET ${CLAIM} RETURNING id`,
      [phone],
    );
    return rows[0].id;
  }

  /** An SSO sign-in with a provider-verified e-mail: the same claim as a phone code for an unverified account. */
  async ensureSsoUser(email: string | null, fullName: string): Promise<number> {
    if (email) {
      const { rows } = await this.db.query(
        `INSERT INTO users (email, full_name, verified) VALUES ($1, $2, true)
         ON CONFLICT (lower(email)) WHERE email IS NOT NULL DO UPDATE SET ${CLAIM} RETURNING id`,
        [email, fullName],
      );
      return rows[0].id;
    }
    const { rows } = await this.db.query('INSERT INTO users (full_name, verified) VALUES ($1, true) RETURNING id', [fullName]);
    return rows[0].id;
  }

  async setPassword(id: number, hash: string): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, hash]);
  }

  async passwordHash(id: number): Promise<string | null> {
    const { rows } = await this.db.query('SELECT password_hash FROM users WHERE id = $1', [id]);
    return rows[0]?.password_hash ?? null;
  }

  async update(id: number, patch: Record<string, unknown>) {
    const allowed = ['full_name', 'avatar', 'birthday', 'gender', 'address', 'alias'];
    const keys = Object.keys(patch).filter((k) => allowed.includes(k) && patch[k] !== undefined);
    if (keys.length) {
      const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
      await this.db.query(`UPDATE users SET ${sets}, updated_at = now() WHERE id = $1`, [id, ...keys.map((k) => patch[k])]);
    }
    return this.byId(id);
  }

  async emailTaken(email: string, exceptId = 0): Promise<boolean> {
    const { rowCount } = await this.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email, exceptId]);
    return (rowCount ?? 0) > 0;
  }

  async setEmail(id: number, email: string): Promise<void> {
    await this.db.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [id, email.toLowerCase()]);
  }

  async phoneTaken(phone: string, exceptId = 0): Promise<boolean> {
    const { rowCount } = await this.db.query('SELECT 1 FROM users WHERE phone = $1 AND id <> $2', [phone, exceptId]);
    return (rowCount ?? 0) > 0;
  }

  /** The number the learner proved with a code; null when another account took it meanwhile (unique index). */
  async setPhone(id: number, phone: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'UPDATE users SET phone = $2, updated_at = now() WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE phone = $2 AND id <> $1)',
      [id, phone],
    );
    return (rowCount ?? 0) > 0;
  }

  async acceptPolicy(id: number) {
    const { rows } = await this.db.query('UPDATE users SET policy_accepted_at = now() WHERE id = $1 RETURNING policy_accepted_at', [id]);
    return rows[0] ?? null;
  }

  async socialLinks(userId: number) {
    const { rows } = await this.db.query('SELECT provider, email, created_at FROM social_links WHERE user_id = $1 ORDER BY provider', [userId]);
    return rows;
  }

  async userBySocial(provider: string, uid: string): Promise<number | null> {
    const { rows } = await this.db.query('SELECT user_id FROM social_links WHERE provider = $1 AND provider_uid = $2', [provider, uid]);
    return rows[0]?.user_id ?? null;
  }

  /** Links; returns false when that provider account is already linked to someone else. */
  async link(userId: number, provider: string, uid: string, email: string | null): Promise<boolean> {
    const owner = await this.userBySocial(provider, uid);
    if (owner !== null && owner !== userId) return false;
    await this.db.query(
      `INSERT INTO social_links (user_id, provider, provider_uid, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, provider) DO UPDATE SET provider_uid = EXCLUDED.provider_uid, email = EXCLUDED.email`,
      [userId, provider, uid, email],
    );
    return true;
  }

  async unlink(userId: number, provider: string): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM social_links WHERE user_id = $1 AND provider = $2', [userId, provider]);
    return (rowCount ?? 0) > 0;
  }
}
