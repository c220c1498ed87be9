/**
 * A tiny observable value for state that lives outside React (service worker events, the browser's
 * install offer), read by components through useSyncExternalStore.
 */
interface ExternalState<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function externalState<T>(initial: T): ExternalState<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
