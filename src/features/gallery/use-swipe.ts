import { useRef } from 'react';
import type { PointerEvent } from 'react';
import { swipeStep } from './lightbox-navigation';

/**
 * Pointer handlers that report a horizontal swipe. `wasSwipe()` tells a click handler that the
 * click ending a swipe is not a tap on the backdrop.
 */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    handlers: {
      onPointerDown(event: PointerEvent) {
        start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
        swiped.current = false;
      },
      onPointerUp(event: PointerEvent) {
        const from = start.current;
        start.current = null;
        if (!from || from.id !== event.pointerId) return;
        const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
        if (step !== 0) {
          swiped.current = true;
          onStep(step);
        }
      },
      onPointerCancel() {
        start.current = null;
      },
    },
    wasSwipe: () => swiped.current,
  };
}
