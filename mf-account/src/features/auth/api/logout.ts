import { apiPost } from '@edu/shared';

/** POST /api/user/logout.json — revokes the refresh token; failures are ignored (signing out locally is what matters). */
export async function logout(): Promise<void> {
  try {
    await apiPost('/api/user/logout.json', {}, { skipAuthHandling: true });
  } catch {
    // the server may already have forgotten the session
  }
}
