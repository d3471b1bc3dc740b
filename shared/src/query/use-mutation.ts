import { useCallback, useId, useRef, useState } from 'react';
import { useMutation as useLibraryMutation } from '@tanstack/react-query';
// the page's state by its shared name: this module is a singleton of its own (../mutation.ts)
import { errorMessage, useQueryCache, type StatusMessages } from '@edu/shared/state';

export interface Mutation<A extends unknown[], R> {
  /** Runs the action; resolves to its result, or undefined when it failed (the message is in `error`) or was not run. */
  run: (...args: A) => Promise<R | undefined>;
  /** True while a run of this hook is in flight or waiting its turn. */
  pending: boolean;
  /** Vietnamese message of the last failure, cleared on the next run. */
  error: string | null;
  setError: (message: string | null) => void;
}

interface MutationOptions<A extends unknown[]> {
  /**
   * A run asked while another is in flight:
   * - 'ignore' (default): not run, resolves undefined — one button, no double submit;
   * - 'join': with the same arguments it gets the answer of the one in flight (one request); with others it queues;
   * - 'queue': runs after the earlier ones, in the order asked (TanStack's mutation scope), so the last one asked is
   *   the last the server applies and the last answer shown.
   */
  concurrency?: 'ignore' | 'join' | 'queue';
  /** Shows the expected outcome before the server answers; returns what undoes it, called if the run fails. */
  optimistic?: (...args: A) => (() => void) | void;
  /** Once the last run in line has settled (success or failure): make the queries it changed stale. */
  invalidate?: () => void;
}

/**
 * One write on TanStack Query's mutations (the page's QueryClient): a message on failure, the result on success,
 * and what a second run does while the first is in flight (`concurrency`). `byStatus`: messages per HTTP status,
 * or the one message when the server gave none (errorMessage's fallback).
 */
export function useMutation<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  byStatus?: string | StatusMessages,
  options: MutationOptions<A> = {},
): Mutation<A, R> {
  const { client } = useQueryCache();
  const concurrency = options.concurrency ?? 'ignore';
  const mutationKey = ['edu-mutation', useId()];
  const [error, setError] = useState<string | null>(null);
  /** Runs of this hook in flight or waiting (set as a run starts, so a button is disabled in the same render). */
  const [running, setRunning] = useState(0);
  const latest = useRef({ action, options });
  latest.current = { action, options };
  /** Runs in flight by their arguments ('join'), and whether any is ('ignore'). */
  const inFlight = useRef(new Map<string, Promise<R | undefined>>());

  const mutation = useLibraryMutation<R, unknown, A, (() => void) | void>(
    {
      mutationKey,
      mutationFn: (args) => latest.current.action(...args),
      scope: concurrency === 'ignore' ? undefined : { id: JSON.stringify(mutationKey) },
      networkMode: 'always',
      onMutate: (args) => latest.current.options.optimistic?.(...args),
      onError: (_error, _args, undo) => undo?.(),
      onSettled: () => {
        // this run is still counted: it is the last in line when it is the only one
        if (client.isMutating({ mutationKey }) === 1) latest.current.options.invalidate?.();
      },
    },
    client,
  );
  const { mutateAsync } = mutation;

  const run = useCallback(
    (...args: A): Promise<R | undefined> => {
      const key = concurrency === 'ignore' ? '' : JSON.stringify(args);
      const joined = inFlight.current.get(key);
      if (joined && concurrency !== 'queue') return concurrency === 'join' ? joined : Promise.resolve(undefined);
      if (concurrency === 'ignore' && inFlight.current.size > 0) return Promise.resolve(undefined);
      setError(null);
      setRunning((n) => n + 1);
      const settled = mutateAsync(args).then(
        (result) => result,
        (e: unknown) => {
          setError(errorMessage(e, byStatus ?? {}));
          return undefined;
        },
      );
      const tracked = settled.finally(() => {
        setRunning((n) => n - 1);
        if (inFlight.current.get(key) === tracked) inFlight.current.delete(key);
      });
      inFlight.current.set(key, tracked);
      return tracked;
    },
    [concurrency, mutateAsync, byStatus],
  );
  return { run, pending: running > 0, error, setError };
}
