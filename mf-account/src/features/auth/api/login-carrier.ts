import { ENDPOINTS, apiPost, type LoginResponse } from '@edu/shared/core';

/** POST /api/user/login_phone.json { msisdn_token } — the API verifies the carrier's signed token. */
export function loginWithCarrierToken(token: string): Promise<LoginResponse> {
  return apiPost<LoginResponse>(ENDPOINTS.loginPhone, { msisdn_token: token }, { withCredentials: true, skipAuthHandling: true });
}
