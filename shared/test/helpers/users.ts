import type { UserInfo } from '../../src/dto';
import { iso, makeJwt } from './jwt';

/** A signed-in user whose access token and refresh expiry (rt_exp) are valid for an hour from `nowMs`. */
export function userAt(nowMs: number, overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    token: makeJwt({ sub: 7, exp: Math.floor(nowMs / 1000) + 3600 }),
    rt_exp: iso(nowMs + 3600_000),
    full_name: 'Nguyễn Văn A',
    email: 'a@example.vn',
    phone: '0900000000',
    ...overrides,
  };
}
