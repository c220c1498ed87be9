import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in prerendered HTML and during hydration, true from then on; the switch is an ordinary
 * re-render, so hydration always matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
