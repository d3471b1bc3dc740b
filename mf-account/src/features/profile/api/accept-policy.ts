import { ENDPOINTS, apiPost } from '@edu/shared/core';

/** POST /api/user/user_policy.json — the learner accepts the terms of use and privacy policy. */
export function acceptPolicy(): Promise<unknown> {
  return apiPost(ENDPOINTS.userPolicy, { accepted: true });
}
