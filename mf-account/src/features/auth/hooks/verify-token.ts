import { readSession, removeSession, writeSession } from '../../../lib/session-storage';

/**
 * The forgot-password verify_token (SPEC §3 keeps it in userInfo). It lives in this tab's
 * sessionStorage instead: it must not outlive the tab in a 3-day cookie, and it must never
 * look like a signed-in session to the rest of the site.
 */
const KEY = 'reset:verify_token';

export const readVerifyToken = (): { token: string; username: string } | null => readSession(KEY);
export const saveVerifyToken = (token: string, username: string): void => writeSession(KEY, { token, username });
export const clearVerifyToken = (): void => removeSession(KEY);
