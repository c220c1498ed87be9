/** A horizontal swipe longer than this moves to the next or previous picture. */
const SWIPE_THRESHOLD_PX = 50;
/** A pointer that travels further than this between press and release dragged: it did not tap. */
const TAP_SLOP_PX = 10;

/** Index within 0…count-1, wrapping past either end (next of the last is the first). */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * The step a pointer gesture asks for: +1 (swiped left, show next), -1 (swiped right, show
 * previous) or 0 (a tap, a short drag, or a mostly vertical one).
 */
export function swipeStep(deltaX: number, deltaY: number): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= SWIPE_THRESHOLD_PX || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}

/** Whether a press and release that moved this far was a tap (a click on the backdrop closes). */
export function isTap(deltaX: number, deltaY: number): boolean {
  return Math.hypot(deltaX, deltaY) <= TAP_SLOP_PX;
}
