import { useDeferredValue, useEffect, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** Whether the served page has been hydrated: a component mounted from then on starts hydrated. */
let pageHydrated = false;

/** Called when nothing is left to hydrate: a page rendered afresh, or once the visitor navigates. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * False in prerendered HTML and during hydration, true from then on; the switch is an ordinary
 * re-render, so hydration always matches the HTML.
 *
 * The external store tells a hydrating component (it reads the server's snapshot) from one
 * mounted later. Its client snapshot stays false until the page is hydrated: had it been true,
 * React would re-render every reader synchronously right after hydration, in one task (on
 * /eventi the live status of every card, 50–100 ms of main thread). A hydrated reader switches to
 * true as a deferred value instead, in a transition that yields to the browser between
 * components.
 */
export function useHydrated(): boolean {
  const mountedAfterHydration = useSyncExternalStore(
    subscribe,
    () => pageHydrated,
    () => false,
  );
  const hydrated = useDeferredValue(true, mountedAfterHydration ? undefined : false);
  useEffect(() => {
    if (hydrated) markPageHydrated();
  }, [hydrated]);
  return hydrated;
}
