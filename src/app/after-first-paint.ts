/**
 * Runs `task` just after the first paint, once the page's above-the-fold picture (the one marked
 * fetchpriority="high", the LCP element) has arrived, so the scripts never compete with it for a
 * slow phone's bandwidth. It does not wait for the page's `load` (every image, the gallery's
 * included): a visitor who taps a button must find the page hydrated a moment after it shows.
 * A requestAnimationFrame callback runs just before a paint; a task queued from it runs just after.
 */
export function afterFirstPaint(task: () => void): void {
  let started = false;
  const afterNextPaint = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(task, 0));
  };
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero || hero.complete) {
    afterNextPaint();
    return;
  }
  hero.addEventListener('load', afterNextPaint, { once: true });
  hero.addEventListener('error', afterNextPaint, { once: true });
}
