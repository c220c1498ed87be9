/**
 * What lets a prerendered page paint from its first bytes, with no other request in the way:
 *  - the stylesheet is inlined, so nothing blocks rendering (it is one 8 kB-gzipped file: the whole
 *    sheet is the critical CSS, and it travels inside the compressed HTML);
 *  - the hydration scripts are fetched at low priority: the page is complete without them, so they
 *    must not compete with the LCP image or delay the first paint (Chrome otherwise runs the
 *    deferred module scripts, hydration included, before its first paint whenever they arrive
 *    with the HTML, as they do on a fast connection or from the cache);
 *  - the above-the-fold picture (the one marked fetchPriority="high") is preloaded from <head>, in
 *    the format and width the browser will pick, so its download starts with the HTML's head.
 */
import { attribute } from './page-html';

const STYLESHEET = /<link\s[^>]*rel="stylesheet"[^>]*>/g;

/**
 * Replaces every local stylesheet link with a <style> element holding the file's text, followed by
 * the same link marked `disabled` (a disabled stylesheet is neither fetched nor applied). Vite
 * lists the entry's stylesheet among the dependencies of every lazy chunk and, before running
 * one, adds each stylesheet that no <link rel="stylesheet"> of the page names yet: without the
 * disabled link, the page's first lazy import fetched the inlined sheet again and made the browser
 * restyle the whole page with it (15–50 ms of main thread, and the route waited for the download).
 */
export function inlineStylesheets(html: string, read: (file: string) => string): string {
  return html.replace(STYLESHEET, (tag) => {
    const href = attribute(tag, 'href');
    if (!href?.startsWith('/') || href.startsWith('//')) return tag;
    // A stylesheet cannot close its own element: `</style` inside it would end the <style>.
    const css = read(href.slice(1)).replace(/<\/style/gi, '<\\/style');
    return `<style>${css.trim()}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

/** Module scripts and their preloads at low fetch priority (see the comment at the top). */
export function lowerScriptPriority(html: string): string {
  return html
    .replace(
      /<script type="module"(?![^>]*fetchpriority)/g,
      '<script type="module" fetchpriority="low"',
    )
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

/**
 * A <link rel="preload"> for the first <picture> whose <img> has fetchPriority="high": its first
 * <source> (AVIF; a browser without AVIF ignores a preload of that type) with the same srcset and
 * sizes, so the preload fetches exactly the file the <img> will use.
 */
export function lcpImagePreload(appHtml: string): string | undefined {
  for (const [picture] of appHtml.matchAll(/<picture>.*?<\/picture>/g)) {
    const img = /<img\s[^>]*>/.exec(picture)?.[0];
    if (!img || !/\sfetchPriority="high"/i.test(img)) continue;
    const source = /<source\s[^>]*>/.exec(picture)?.[0];
    const srcset = source && attribute(source, 'srcSet');
    if (!source || !srcset) return undefined;
    const type = attribute(source, 'type');
    const sizes = attribute(source, 'sizes');
    return [
      '<link rel="preload" as="image" fetchpriority="high"',
      type ? ` type="${type}"` : '',
      ` imagesrcset="${srcset}"`,
      sizes ? ` imagesizes="${sizes}"` : '',
      '>',
    ].join('');
  }
  return undefined;
}
