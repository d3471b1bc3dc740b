import { useHydrated } from '@edu/shared/core';
import { useCountdown } from '../../lib/use-countdown';
import { FALLBACK_RESEND_SECONDS } from '../../lib/resend-after';

export interface ResendButtonProps {
  /** Key for the countdown (purpose + destination) so a reload does not reset it. */
  storageKey: string;
  pending: boolean;
  /** Sends a new code; answers the seconds the API says to wait before the next one, or undefined when nothing was sent. */
  onResend: () => Promise<number | undefined>;
}

/** "Gửi lại mã sau 45 giây" (disabled) until the countdown ends, then "Gửi lại mã". */
export function ResendButton({ storageKey, pending, onResend }: ResendButtonProps) {
  // the screen that sent the code stored the API's deadline; this length is only for a screen opened without one
  const { left, restart } = useCountdown(storageKey, FALLBACK_RESEND_SECONDS);
  // the server's HTML (and its hydration) knows no deadline, which lives in this tab's storage: no count there
  const hydrated = useHydrated();
  const waiting = hydrated && left > 0;
  return (
    <p className="acc-resend">
      Chưa nhận được mã?{' '}
      <button
        type="button"
        className="acc-link-button"
        disabled={waiting || pending || !hydrated}
        onClick={async () => {
          const seconds = await onResend();
          if (seconds !== undefined) restart(seconds);
        }}
      >
        {waiting ? `Gửi lại mã sau ${left} giây` : 'Gửi lại mã'}
      </button>
    </p>
  );
}
