/** User info as the session store keeps it (SPEC §3 "User session"). */
export interface UserInfo {
  id: number;
  token: string;
  refresh_token?: string;
  /** Refresh expiry, ISO date string. */
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
  user: Omit<UserInfo, 'token' | 'refresh_token' | 'rt_exp' | 'verify_token'>;
  token: string;
  /** Refresh token also set as an httpOnly cookie; the body copy lets the store judge "refresh possible". */
  refresh_token: string;
  rt_exp: string;
}

export interface RefreshResponse {
  token: string;
  refresh_token: string;
  rt_exp: string;
}
