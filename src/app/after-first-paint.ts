/**
 * Runs `task` once the page has loaded (its images above the fold included) and the browser has
 * painted the frame after that: a requestAnimationFrame callback runs just before a paint, and a
 * task queued from it runs just after.
 */
export function afterFirstPaint(task: () => void): void {
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(task, 0));
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
}
