import { ENDPOINTS, apiPost } from '@edu/shared/core';

/** POST /api/user/change_password.json — a signed-in learner who knows the current password. */
export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return apiPost(ENDPOINTS.changePassword, { old_password: currentPassword, new_password: newPassword });
}
