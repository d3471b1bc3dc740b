import type { FormEvent } from 'react';
import { ENDPOINTS, useHydrated } from '@edu/shared/core';
import { useSignOut } from './use-sign-out';

/**
 * "Đăng xuất" as a form (issue 31; docs/decisions/2026-11-27-sign-in-forms-before-the-app.md): before the app has
 * started, or without script, the browser posts it and the server ends the session (303 home with a flash). Once
 * the app runs it takes the same form over: no post, its own sign-out (useSignOut).
 */
export function SignOutForm({ buttonClassName }: { buttonClassName: string }) {
  const signOut = useSignOut();
  const hydrated = useHydrated();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void signOut();
  };
  return (
    <form
      method="post"
      action={ENDPOINTS.signOutForm}
      className="sh-signout-form"
      onSubmit={onSubmit}
      // before the app: the early script says so at once and stops a second post
      data-pending={hydrated ? undefined : 'Đang đăng xuất…'}
    >
      <button type="submit" className={buttonClassName}>
        Đăng xuất
      </button>
    </form>
  );
}
