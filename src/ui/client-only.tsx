import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Renders `fallback` in prerendered HTML and during hydration, then `children`: for widgets whose
 * content depends on the visitor's clock, storage or session (the booking card), which a page built
 * once cannot know. Hydration sees the same fallback the HTML holds, so nothing mismatches.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
