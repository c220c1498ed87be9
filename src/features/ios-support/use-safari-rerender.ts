import { useEffect, useState } from 'react';
import { isIos, isSafari } from './platform';

const RERENDER_DELAYS_MS = { visible: 100, restored: 150, focus: 100 } as const;

/**
 * Safari sometimes leaves a page painted but not hit-testable after the tab comes back, a
 * restore from the back-forward cache or a window focus. Bumping a counter a moment later
 * re-renders the layout and changes an attribute on it, which makes Safari lay the page out
 * again. Returns the counter; elsewhere it never changes.
 */
export function useSafariRerender(): number {
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!isIos(navigator) && !isSafari(navigator)) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const bumpAfter = (delay: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        setTick((value) => value + 1);
      }, delay);
      timers.add(timer);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') bumpAfter(RERENDER_DELAYS_MS.visible);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) bumpAfter(RERENDER_DELAYS_MS.restored);
    };
    const onFocus = () => bumpAfter(RERENDER_DELAYS_MS.focus);
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('focus', onFocus);
      timers.forEach(clearTimeout);
    };
  }, []);

  return tick;
}
