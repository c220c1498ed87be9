import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onRestored` when the browser shows this page again from its back-forward cache, as it
 * does coming back from Stripe's payment page: the page returns as it was left, mid-redirect, and
 * a checkout's busy state must be made ready again.
 */
export function usePageRestored(onRestored: () => void): void {
  const restored = useEffectEvent(onRestored);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restored();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
