/**
 * Whether this browser can draw the charts (a canvas, and the media queries uPlot reads its pixel
 * ratio from as it loads). Where it cannot (a test's DOM, a stripped-down browser), the view
 * shows the figures' tables alone and never loads the library.
 */
export function canDrawCharts(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}
