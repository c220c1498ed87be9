import { routeChunkFiles } from './prerendered-root';
import { yieldToMain } from '@/lib/yield-to-main';

/**
 * How many requests one task starts. Starting a request costs the main thread a few
 * milliseconds (Chromium's loader sets it up there): the twenty chunks of a page started at once
 * held it for 30–40 ms, long enough to delay a tap; three at a time stay well under that.
 */
const LINKS_PER_TASK = 3;

/**
 * Fetches the page's chunks (listed by the prerender on #root) in parallel rather than one
 * import after another, a few per task. Resolves once every request has been started.
 */
export async function preloadRouteChunks(root: HTMLElement | null): Promise<void> {
  const files = routeChunkFiles(root);
  for (let start = 0; start < files.length; start += LINKS_PER_TASK) {
    if (start > 0) await yieldToMain();
    for (const file of files.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = `/${file}`;
      document.head.append(link);
    }
  }
}
