import type { LoginResponse, UserInfo } from '@edu/shared/core';

/** A sign-in answer (password, OTP, SSO, carrier) → the session's user info (SPEC §3). */
export function toUserInfo(res: LoginResponse): UserInfo {
  const user = res.user ?? ({} as LoginResponse['user']);
  const info: UserInfo = {
    id: user.id,
    full_name: user.full_name ?? '',
    email: user.email ?? null,
    phone: user.phone ?? null,
    avatar: user.avatar ?? null,
    token: res.token,
  };
  if (res.rt_exp) info.rt_exp = res.rt_exp;
  return info;
}
