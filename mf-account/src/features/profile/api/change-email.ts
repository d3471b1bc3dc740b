import { apiPost } from '@edu/shared';

/** POST /api/user/change_email/check.json — is the new address free? (409 when taken) */
export function checkNewEmail(email: string): Promise<unknown> {
  return apiPost('/api/user/change_email/check.json', { email });
}

/** POST /api/user/change_email.json — sends a confirmation link to the new address. */
export function requestEmailChange(email: string): Promise<unknown> {
  return apiPost('/api/user/change_email.json', { email });
}
