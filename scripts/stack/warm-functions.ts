/**
 * The functions emulator starts a Node process for a function on its first call (seconds of CPU:
 * the whole bundle loads) and keeps it for the next calls. The end-to-end tests wait up to 10 s for
 * an answer; on a busy 2-core machine a cold start can take longer. So every HTTPS function gets
 * one call before the tests start: a GET, which a callable refuses before its handler runs, so the
 * call reads, writes and counts nothing.
 */
import { readFileSync } from 'node:fs';
import { URLS } from './ports';

/** Every function the site calls: those Hosting rewrites `/api/<name>` to (firebase.json). */
export function httpsFunctions(): string[] {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { rewrites: Array<{ function?: { functionId: string } }> };
  };
  return config.hosting.rewrites.flatMap((rewrite) =>
    rewrite.function ? [rewrite.function.functionId] : [],
  );
}

/** Calls each function once, all at the same time; the answers themselves do not matter. */
export async function warmFunctions(names: readonly string[] = httpsFunctions()): Promise<number> {
  const started = performance.now();
  await Promise.all(
    names.map((name) =>
      fetch(`${URLS.functionsBase}/${name}`, { signal: AbortSignal.timeout(180_000) })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined),
    ),
  );
  return performance.now() - started;
}
