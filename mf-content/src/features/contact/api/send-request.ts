import { ENDPOINTS, apiPost } from '@edu/shared/core';
import type { ContactRequestBody } from '../contact-rules';

/** POST support.json: a support request from the contact form (sent with the Bearer when signed in). */
export async function sendSupportRequest(body: ContactRequestBody): Promise<{ id: number }> {
  return apiPost<{ id: number; created_at: string }>(ENDPOINTS.support, body);
}
