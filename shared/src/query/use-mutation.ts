import { useCallback, useRef, useState } from 'react';
import { errorMessage, type StatusMessages } from '../http/error-helpers';

export interface Mutation<A extends unknown[], R> {
  /** Runs the action; resolves to its result, or undefined when it failed (the message is in `error`). */
  run: (...args: A) => Promise<R | undefined>;
  pending: boolean;
  /** Vietnamese message of the last failure, cleared on the next run. */
  error: string | null;
  setError: (message: string | null) => void;
}

/**
 * One button's async action: no double submit, a message on failure, the result on success. `byStatus`: messages
 * per HTTP status, or the one message when the server gave none (errorMessage's fallback).
 */
export function useMutation<A extends unknown[], R>(action: (...args: A) => Promise<R>, byStatus?: string | StatusMessages): Mutation<A, R> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const actionRef = useRef(action);
  actionRef.current = action;

  const run = useCallback(
    async (...args: A) => {
      if (busy.current) return undefined;
      busy.current = true;
      setPending(true);
      setError(null);
      try {
        return await actionRef.current(...args);
      } catch (e) {
        setError(errorMessage(e, byStatus ?? {}));
        return undefined;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [byStatus],
  );
  return { run, pending, error, setError };
}
