import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * Renders `fallback` in prerendered HTML and during hydration, then `children`: for widgets whose
 * content depends on the visitor's clock, storage or session (the booking card), which a page built
 * once cannot know. Hydration sees the same fallback the HTML holds, so nothing mismatches.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? children : fallback;
}
