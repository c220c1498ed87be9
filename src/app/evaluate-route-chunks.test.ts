// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateRouteChunks } from './evaluate-route-chunks';
import { ROUTE_CHUNKS_ATTRIBUTE } from './prerendered-root';

function rootListing(files: string[]) {
  document.body.innerHTML = `<div id="root" ${ROUTE_CHUNKS_ATTRIBUTE}="${files.join(' ')}"></div>`;
  return document.getElementById('root');
}

/** Lets every task queued so far run (timers fire in the order they were set). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('evaluateRouteChunks', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('imports the listed chunks in their order, one per task', async () => {
    const imported: string[] = [];
    const done = evaluateRouteChunks(
      rootListing(['assets/zod.js', 'assets/form.js', 'assets/page.js']),
      (url) => {
        imported.push(url);
        return Promise.resolve();
      },
    );
    await Promise.resolve();
    expect(imported).toEqual(['/assets/zod.js']);
    await nextTask();
    expect(imported).toEqual(['/assets/zod.js', '/assets/form.js']);
    await done;
    expect(imported).toEqual(['/assets/zod.js', '/assets/form.js', '/assets/page.js']);
  });

  it('stops at a chunk that cannot load, leaving the failure to the router', async () => {
    const imported: string[] = [];
    await expect(
      evaluateRouteChunks(rootListing(['assets/a.js', 'assets/b.js', 'assets/c.js']), (url) => {
        imported.push(url);
        return url.endsWith('b.js') ? Promise.reject(new Error('offline')) : Promise.resolve();
      }),
    ).resolves.toBeUndefined();
    expect(imported).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('does nothing without a prerendered root', async () => {
    const imported: string[] = [];
    await evaluateRouteChunks(null, (url) => {
      imported.push(url);
      return Promise.resolve();
    });
    expect(imported).toEqual([]);
  });
});
