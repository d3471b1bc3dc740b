import { errorMessage } from '@edu/shared';

/** A failed load: what happened, in Vietnamese, and a retry that really retries. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="acc-empty card" role="alert">
      <p>{errorMessage(error)}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        Thử lại
      </button>
    </div>
  );
}
