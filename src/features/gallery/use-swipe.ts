import { useRef } from 'react';
import type { PointerEvent } from 'react';
import { isTap, swipeStep } from './lightbox-navigation';

/**
 * Pointer handlers that report a horizontal swipe. `wasDrag()` tells a click handler that the
 * click ending a drag (a swipe, or one too short to move on) is not a tap on the backdrop.
 */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const dragged = useRef(false);
  return {
    handlers: {
      onPointerDown(event: PointerEvent) {
        start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
        dragged.current = false;
      },
      onPointerUp(event: PointerEvent) {
        const from = start.current;
        start.current = null;
        if (!from || from.id !== event.pointerId) return;
        const deltaX = event.clientX - from.x;
        const deltaY = event.clientY - from.y;
        dragged.current = !isTap(deltaX, deltaY);
        const step = swipeStep(deltaX, deltaY);
        if (step !== 0) onStep(step);
      },
      onPointerCancel() {
        start.current = null;
      },
    },
    wasDrag: () => dragged.current,
  };
}
