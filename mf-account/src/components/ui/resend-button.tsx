import { useCountdown } from '../../lib/use-countdown';

export interface ResendButtonProps {
  /** Key for the countdown (purpose + destination) so a reload does not reset it. */
  storageKey: string;
  seconds?: number;
  pending: boolean;
  onResend: () => Promise<boolean | undefined>;
}

/** "Gửi lại mã (45 giây)" until the countdown ends, then "Gửi lại mã". */
export function ResendButton({ storageKey, seconds = 60, pending, onResend }: ResendButtonProps) {
  const { left, restart } = useCountdown(storageKey, seconds);
  const waiting = left > 0;
  return (
    <p className="acc-resend">
      Chưa nhận được mã?{' '}
      <button
        type="button"
        className="acc-link-button"
        disabled={waiting || pending}
        onClick={async () => {
          if (await onResend()) restart();
        }}
      >
        {waiting ? `Gửi lại mã sau ${left} giây` : 'Gửi lại mã'}
      </button>
    </p>
  );
}
