import { afterFirstPaint } from './app/after-first-paint';
import { keepEarlyClicks } from './app/early-clicks';
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

// Intl's locale data, loaded off the main thread while the page paints: see the worker.
if (typeof Worker === 'function') {
  new Worker(new URL('./app/intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
}

// A prerendered page is complete without JavaScript: React, the router and the page's code are
// fetched just after the browser has painted it, so they never delay the first paint; a button
// pressed before React listens is pressed again once it does.
const root = document.getElementById('root');
const earlyClicks = root ? keepEarlyClicks(root) : undefined;
afterFirstPaint(() => {
  preloadRouteChunks();
  void import('./app/start-app').then(({ startApp }) => startApp(earlyClicks));
});
