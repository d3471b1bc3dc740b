/** User info as the session store keeps it (SPEC §3 "User session"). */
export interface UserInfo {
  id: number;
  token: string;
  /**
   * Refresh expiry, ISO date string: all the session keeps of the refresh token, which lives only in
   * the API's HttpOnly `rt` cookie (never readable by script). See README "Security".
   */
  rt_exp?: string;
  verify_token?: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  avatar?: string | null;
}

/** As the API sends it; the store maps it to SubscriptionItem. */
export interface SubscriptionPlanDto {
  subscription_plan_id: number;
  end_date: string;
  path: string;
}

export interface SubscriptionItem {
  subID: number;
  endDate: string;
  path: string;
}

export interface LoginResponse {
  user: Omit<UserInfo, 'token' | 'rt_exp' | 'verify_token'>;
  token: string;
  /** When the refresh token (set as an HttpOnly cookie, not in this body) expires: "refresh possible" is judged on it. */
  rt_exp: string;
}

export interface RefreshResponse {
  token: string;
  rt_exp: string;
}

/** POST /api/user/register.json — username (email or phone), or email / phone. */
export interface RegisterRequest {
  username?: string;
  email?: string;
  phone?: string;
  password: string;
  full_name?: string;
}

/** Answer of register / login_phone: where the OTP went (dev: GET /api/dev/outbox.json?to=). */
export interface OtpSent {
  target: string;
  channel: 'email' | 'sms';
  expires_in: number;
}

/** POST /api/user/verify_otp.json → LoginResponse (register, login) or { verify_token } (forgot). */
export interface VerifyOtpRequest {
  username: string;
  otp: string;
  purpose?: 'register' | 'login' | 'forgot';
}

export interface VerifyTokenResponse {
  verify_token: string;
}

export interface UserProfile {
  id: number;
  full_name: string;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  birthday: string | null;
  gender: 'male' | 'female' | 'other' | null;
  address: string | null;
  alias: string | null;
  verified: boolean;
  policy_accepted_at: string | null;
  created_at: string;
}
