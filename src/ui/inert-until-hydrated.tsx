import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Keeps a prerendered form visible but disabled until React runs it. Typed into the static HTML,
 * text would be lost at hydration, and a submit would reload the page instead of sending.
 */
export function InertUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
      {children}
    </fieldset>
  );
}
