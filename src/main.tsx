import { afterFirstPaint } from './app/after-first-paint';
import { ROUTE_CHUNKS_ATTRIBUTE } from './app/prerendered-root';
// The whole stylesheet: the prerender inlines it into every page (scripts/prerender/first-paint.ts).
import './styles.css';

/** Fetches the page's chunks in parallel rather than one import after another. */
function preloadRouteChunks() {
  const chunks = document.getElementById('root')?.getAttribute(ROUTE_CHUNKS_ATTRIBUTE);
  for (const file of chunks?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  }
}

// A prerendered page is complete without JavaScript: React, the router and the page's code are
// fetched once the browser has loaded and painted it, so they never compete with the first paint
// or the hero image for a slow phone's bandwidth and main thread.
afterFirstPaint(() => {
  preloadRouteChunks();
  void import('./app/start-app').then(({ startApp }) => startApp());
});
