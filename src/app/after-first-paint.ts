/**
 * Runs `task` just after the browser's first paint of the page: a requestAnimationFrame callback
 * runs just before a paint, and a task queued from it runs just after. It does not wait for the
 * page's `load` (every image, the gallery's included): a visitor who taps a button must find the
 * page hydrated a moment after it shows, not seconds later.
 */
export function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
