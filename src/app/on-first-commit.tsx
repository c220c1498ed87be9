import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `callback` once, when React commits the tree this sits in for the first time: after the
 * DOM is updated and before the browser paints it.
 */
export function OnFirstCommit({ callback }: { callback: () => void }) {
  const called = useRef(false);
  useLayoutEffect(() => {
    if (called.current) return;
    called.current = true;
    callback();
  });
  return null;
}
