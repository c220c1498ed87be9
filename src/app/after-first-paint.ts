/**
 * Runs `task` just after the page's above-the-fold picture (the one marked fetchpriority="high",
 * the LCP element) has been painted, so the scripts neither compete with it for a slow phone's
 * bandwidth nor hold the main thread while the browser still has to paint it: the picture is
 * downloaded (`load`), then decoded (`decode()`), then painted in the next frame. It does not wait
 * for the page's `load` (every image, the gallery's included): a visitor who taps a button must
 * find the page hydrated a moment after it shows. A requestAnimationFrame callback runs just
 * before a paint; a task queued from it runs just after.
 */
export function afterFirstPaint(task: () => void): void {
  let started = false;
  const afterNextPaint = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(task, 0));
  };
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero) {
    afterNextPaint();
    return;
  }
  // decode() settles once the picture can be painted without further work (at once when it
  // already is); a picture that fails to load or decode must not keep the page from hydrating.
  const afterDecode = () => void hero.decode().then(afterNextPaint, afterNextPaint);
  if (hero.complete) {
    afterDecode();
    return;
  }
  hero.addEventListener('load', afterDecode, { once: true });
  hero.addEventListener('error', afterNextPaint, { once: true });
}
