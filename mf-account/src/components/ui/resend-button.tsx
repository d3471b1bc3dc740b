import { useHydrated } from '@edu/shared/core';
import { useCountdown } from '../../lib/use-countdown';
import { FALLBACK_RESEND_SECONDS } from '../../lib/resend-after';

export interface ResendButtonProps {
  /** Key for the countdown (purpose + destination) so a reload does not reset it. */
  storageKey: string;
  pending: boolean;
  /** Sends a new code; answers the seconds the API says to wait before the next one, or undefined when nothing was sent. */
  onResend: () => Promise<number | undefined>;
  /**
   * The button also works as HTML: it posts its form to this action (`formaction`) until the app has it
   * (docs/decisions/2026-11-27-sign-in-forms-before-the-app.md); the server then answers the wait itself.
   */
  formAction?: string;
}

/** "Gửi lại mã sau 45 giây" (disabled) until the countdown ends, then "Gửi lại mã". */
export function ResendButton({ storageKey, pending, onResend, formAction }: ResendButtonProps) {
  // the screen that sent the code stored the API's deadline; this length is only for a screen opened without one
  const { left, restart } = useCountdown(storageKey, FALLBACK_RESEND_SECONDS);
  // the server's HTML (and its hydration) knows no deadline, which lives in this tab's storage: no count there
  const hydrated = useHydrated();
  const waiting = hydrated && left > 0;
  const asForm = formAction !== undefined;
  return (
    <p className="acc-resend">
      Chưa nhận được mã?{' '}
      <button
        type={asForm ? 'submit' : 'button'}
        formAction={formAction}
        // before the app: the early script says so at once and stops a second post
        data-pending={asForm && !hydrated ? 'Đang gửi lại mã…' : undefined}
        className="acc-link-button"
        disabled={waiting || pending || (!hydrated && !asForm)}
        onClick={async (event) => {
          // the app has the button: no post of the form
          event.preventDefault();
          const seconds = await onResend();
          if (seconds !== undefined) restart(seconds);
        }}
      >
        {waiting ? `Gửi lại mã sau ${left} giây` : 'Gửi lại mã'}
      </button>
    </p>
  );
}
