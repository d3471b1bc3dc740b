import type { apiPost } from '@edu/shared/core';

/** The client's request options (axios config), without depending on axios directly. */
export type RequestConfig = NonNullable<Parameters<typeof apiPost>[2]>;

/**
 * Calls made before there is a session (or to replace it): a 401/403 here means "wrong password"
 * or "wrong code", not "session ended", so the client's refresh / redirect handling is skipped.
 */
export const AUTH_REQUEST: RequestConfig = { withCredentials: true, skipAuthHandling: true };

export const bearer = (token: string): RequestConfig => ({ ...AUTH_REQUEST, headers: { Authorization: `Bearer ${token}` } });
