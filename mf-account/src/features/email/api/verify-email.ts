import { apiPost } from '@edu/shared';
import { str } from '../../../lib/to-page';

/** POST /api/auth/verify_email.json { token } — the link in a verification e-mail. */
export async function verifyEmail(token: string): Promise<{ email: string }> {
  const raw = await apiPost<Record<string, unknown> | null>('/api/auth/verify_email.json', { token }, { skipAuthHandling: true });
  return { email: str(raw?.email) };
}
