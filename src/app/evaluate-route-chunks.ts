import { routeChunkFiles } from './prerendered-root';
import { yieldToMain } from '@/lib/yield-to-main';

const importChunk = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Runs the page's chunks one per task, each after the chunks it imports (the prerender lists them
 * in that order), before the router asks for the route. Importing the route itself would run
 * every chunk it needs in a single task: on a form page, zod and the form's schemas with it, a
 * task of 50 ms of CPU at Lighthouse's 4× slowdown (docs/performance.md). A chunk already run
 * resolves at once.
 */
export async function evaluateRouteChunks(
  root: Element | null,
  load: (url: string) => Promise<unknown> = importChunk,
): Promise<void> {
  for (const file of routeChunkFiles(root)) {
    try {
      await load(`/${file}`);
    } catch {
      // Unreachable (offline before the worker has it): the router's own import meets the same
      // failure and shows its error page.
      return;
    }
    await yieldToMain();
  }
}
