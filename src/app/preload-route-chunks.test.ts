// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS_ATTRIBUTE } from './prerendered-root';
import { preloadRouteChunks } from './preload-route-chunks';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

function rootListing(files: string[]) {
  document.body.innerHTML = `<div id="root" ${ROUTE_CHUNKS_ATTRIBUTE}="${files.join(' ')}"></div>`;
  return document.getElementById('root');
}

describe('preloadRouteChunks', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('preloads every chunk the prerender listed, a few per task', async () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `assets/${name}.js`);
    const done = preloadRouteChunks(rootListing(files));
    // The first few start at once; the rest wait for later tasks.
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    await done;
    expect(preloads()).toEqual(files.map((file) => `/${file}`));
    const link = document.head.querySelector('link')!;
    expect(link.crossOrigin).toBe('');
  });

  it('does nothing on a page without a prerendered root', async () => {
    await preloadRouteChunks(null);
    document.body.innerHTML = '<div id="root"></div>';
    await preloadRouteChunks(document.getElementById('root'));
    expect(preloads()).toEqual([]);
  });
});
