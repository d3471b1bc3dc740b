/** User info as the session store keeps it (SPEC §3 "User session"). */
export interface UserInfo {
  id: number;
  token: string;
  /**
   * Refresh expiry, ISO date string: all the session keeps of the refresh token, which lives only in
   * the API's HttpOnly `rt` cookie (never readable by script). See docs/security.md.
   */
  rt_exp?: string;
  verify_token?: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  avatar?: string | null;
}

export interface SubscriptionItem {
  subID: number;
  endDate: string;
  path: string;
}

export type {
  LoginResponse,
  OtpSent,
  RefreshResponse,
  RegisterRequest,
  SubscriptionPlanDto,
  UserProfile,
  VerifyOtpRequest,
  VerifyTokenResponse,
  AccountDetails,
} from '../schemas/session';
