import { act } from 'react';
import { loginSession, logoutSession } from '../index';

/** An unsigned JWT whose exp is an hour away: enough for the session rules (they only decode it). */
export function fakeToken(expSeconds = Math.floor(Date.now() / 1000) + 3600): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: expSeconds })}.sig`;
}

export async function signIn(): Promise<void> {
  await act(async () => loginSession({ id: 1, token: fakeToken(), full_name: 'Học Viên', email: 'hv@example.vn', phone: null }));
}

export async function signOut(): Promise<void> {
  await act(async () => logoutSession());
}
