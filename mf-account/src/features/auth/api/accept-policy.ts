import { ENDPOINTS, apiPost } from '@edu/shared/core';
import { bearer } from './auth-request';

/** The terms ticked on /dang-ky are recorded once the account exists (POST user_policy.json with the new token). */
export async function recordPolicyAcceptance(token: string): Promise<void> {
  try {
    await apiPost(ENDPOINTS.userPolicy, { accepted: true }, bearer(token));
  } catch {
    // not blocking: the profile page offers "Tôi đồng ý" again if it did not stick
  }
}
