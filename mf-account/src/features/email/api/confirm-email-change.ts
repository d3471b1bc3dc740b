import { apiPost, updateUserInfo } from '@edu/shared';
import { str } from '../../../lib/to-page';

/** POST /api/auth/change_email.json { token } — the link sent to the new address; the header follows. */
export async function confirmEmailChange(token: string): Promise<{ email: string }> {
  const raw = await apiPost<Record<string, unknown> | null>('/api/auth/change_email.json', { token }, { skipAuthHandling: true });
  const email = str(raw?.email);
  if (email) updateUserInfo({ email });
  return { email };
}
