import type { BusEvents, BusEventType, BusHandler } from './events';

export interface Bus {
  emit<K extends BusEventType>(type: K, payload: BusEvents[K]): void;
  /** Returns the unsubscribe function. */
  on<K extends BusEventType>(type: K, handler: BusHandler<K>): () => void;
}

type AnyHandler = (payload: unknown) => void;

declare global {
  // eslint-disable-next-line no-var
  var __EDU_BUS__: Bus | undefined;
}

/**
 * A plain pub/sub. Handlers run synchronously in subscription order; one that throws is reported
 * through `onError` and the others still run. Payloads are passed through untouched.
 */
export function createBus(onError: (type: string, error: unknown) => void = logError): Bus {
  const handlers = new Map<string, Set<AnyHandler>>();
  return {
    emit(type, payload) {
      // Copy first: a handler may unsubscribe itself (or others) while we iterate.
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          handler(payload);
        } catch (error) {
          onError(type, error);
        }
      }
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set<AnyHandler>();
      handlers.set(type, set);
      const h = handler as AnyHandler;
      set.add(h);
      return () => {
        set.delete(h);
      };
    },
  };
}

function logError(type: string, error: unknown): void {
  console.error(`[bus] a "${type}" listener threw`, error);
}

/**
 * The one bus of the page. It lives on `globalThis.__EDU_BUS__`, created on first use, so a remote
 * that ends up with its own copy of this package still talks to the same bus as the shell.
 */
export function getBus(): Bus {
  return (globalThis.__EDU_BUS__ ??= createBus());
}
