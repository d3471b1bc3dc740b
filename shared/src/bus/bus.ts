import type { BusEvents, BusEventType, BusHandler } from './events';
import { logError } from '../platform/log-error';

export interface Bus {
  emit<K extends BusEventType>(type: K, payload: BusEvents[K]): void;
  /** Returns the unsubscribe function. */
  on<K extends BusEventType>(type: K, handler: BusHandler<K>): () => void;
}

type AnyHandler = (payload: unknown) => void;
interface Subscription {
  handler: AnyHandler;
}

declare global {
  var __EDU_BUS__: Bus | undefined;
}

/**
 * A plain pub/sub. Handlers run synchronously in subscription order; one that throws is reported
 * through `onError` and the others still run. Payloads are passed through untouched.
 */
export function createBus(onError: (type: string, error: unknown) => void = reportListenerError): Bus {
  const handlers = new Map<string, Set<Subscription>>();
  return {
    emit(type, payload) {
      // Copy first: a handler may unsubscribe itself (or others) while we iterate.
      for (const subscription of [...(handlers.get(type) ?? [])]) {
        try {
          subscription.handler(payload);
        } catch (error) {
          onError(type, error);
        }
      }
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set<Subscription>();
      handlers.set(type, set);
      // One entry per call: the same function subscribed twice is two subscriptions.
      const subscription: Subscription = { handler: handler as AnyHandler };
      set.add(subscription);
      return () => {
        set.delete(subscription);
      };
    },
  };
}

function reportListenerError(type: string, error: unknown): void {
  logError(error, { kind: 'bus', detail: `a "${type}" listener threw` });
}

/**
 * The one bus of the page. It lives on `globalThis.__EDU_BUS__`, created on first use, so a remote
 * that ends up with its own copy of this package still talks to the same bus as the shell.
 */
export function getBus(): Bus {
  return (globalThis.__EDU_BUS__ ??= createBus());
}
