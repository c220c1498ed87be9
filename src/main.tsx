import { afterFirstPaint } from './app/after-first-paint';
import { keepEarlyClicks } from './app/early-clicks';
import { loadFullStylesheet } from './app/full-stylesheet';
import { preloadRouteChunks } from './app/preload-route-chunks';
import { yieldToMain } from './lib/yield-to-main';
// The whole stylesheet; each prerendered page inlines the part it uses (scripts/prerender).
import './styles.css';

// Intl's locale data, loaded off the main thread while the page paints: see the worker.
if (typeof Worker === 'function') {
  new Worker(new URL('./app/intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
}

// A prerendered page is complete without JavaScript: React, the router and the page's code are
// fetched just after the browser has painted it, so they never delay the first paint; a button
// pressed before React listens is pressed again once it does. Each step runs in a task of its own
// (starting the downloads, running the framework, then the app), so none holds the main thread
// for long enough to delay a tap.
const root = document.getElementById('root');
const earlyClicks = root ? keepEarlyClicks(root) : undefined;
async function start() {
  const fullStylesheet = loadFullStylesheet();
  await preloadRouteChunks(root);
  await import('react-dom/client');
  await yieldToMain();
  const { startApp } = await import('./app/start-app');
  // Nothing the app renders may show before the rules it needs have arrived.
  await fullStylesheet;
  startApp(earlyClicks);
}
afterFirstPaint(() => void start());
