/**
 * Chromium compiles a script carrying this comment whole, on a background thread while it
 * downloads, instead of compiling each function on the main thread the first time it runs
 * (V8's explicit compile hints). Hydration calls most of the functions of the chunks every page
 * starts with at once: compiling them on the main thread held it for 50–80 ms.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks every page hydrates with (named in scripts/build-web.ts), and only those. */
export const EAGER_COMPILE_CHUNKS: ReadonlySet<string> = new Set(['framework', 'app', 'start-app']);

/** Whether the hint opens the chunk (Vite may put its preload list on a line before it). */
export const hasEagerCompileHint = (code: string) =>
  code.split('\n', 2).some((line) => line === EAGER_COMPILE_HINT);
