import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in prerendered HTML and while React hydrates it, true from then on, so hydration always
 * matches the HTML: a hydrating component reads the server's snapshot (false) and re-renders
 * with the client's (true); a component mounted later starts true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
