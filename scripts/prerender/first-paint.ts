/**
 * What lets a prerendered page paint from its first bytes, with no other request in the way:
 *  - the CSS the page's own markup uses is inlined, so nothing blocks rendering; the whole sheet
 *    (8 kB gzipped) follows once the page has painted, for what the app renders next
 *    (src/app/full-stylesheet.ts). Inlining the whole sheet would make four of the seven audited pages
 *    (home and the tours, 13.6–14.2 kB gzipped) overflow a new connection's first round trip:
 *    TCP's initial window is 10 segments, about 14.6 kB with the response's headers, and on a
 *    phone's network the next one costs another round trip (150 ms in Lighthouse's simulation);
 *  - the hydration scripts are fetched at low priority: the page is complete without them, so they
 *    must not compete with the LCP image or delay the first paint (Chrome otherwise runs the
 *    deferred module scripts, hydration included, before its first paint whenever they arrive
 *    with the HTML, as they do on a fast connection or from the cache);
 *  - the above-the-fold picture (the one marked fetchPriority="high") is preloaded from <head>, in
 *    the format and width the browser will pick, so its download starts with the HTML's head.
 */
import Beasties from 'beasties';
import { attribute } from './page-html';

const STYLESHEET = /<link\s[^>]*rel="stylesheet"[^>]*>/g;

/**
 * Replaces every local stylesheet link with a <style> element holding the file's text (which
 * keepUsedCss then trims), followed by the same link marked `disabled`: a disabled stylesheet is
 * neither fetched nor applied until src/app/full-stylesheet.ts enables it after the first paint.
 * The link must stay on the page: Vite lists the entry's stylesheet among the dependencies of
 * every lazy chunk and, before running one, adds each stylesheet that no <link rel="stylesheet">
 * of the page names yet, which would fetch it a second time.
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

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;

/**
 * Keeps, of the page's inline stylesheet, only the rules that apply to its markup: a selector is
 * kept when it matches an element once its pseudo-classes are set aside (so `:hover` and `:focus`
 * rules of present elements stay), with the at-rules, custom properties and keyframes they need.
 * Beasties does the matching; only the <style> element's text is taken from its output, so the
 * rest of the page stays byte for byte as React rendered it.
 */
export async function keepUsedCss(html: string): Promise<string> {
  const beasties = new Beasties({
    external: false,
    reduceInlineStyles: true,
    keyframes: 'critical',
    // Beasties sets pseudo-classes and pseudo-elements aside, arguments and all, before matching
    // a selector, so one made of them alone would match nothing: Tailwind's reset for form
    // controls (`::placeholder`, `::-webkit-datetime-edit`) and its `space-y-*`, which it writes
    // inside :where(). Such selectors are kept whatever the page holds.
    allowRules: [/^:/],
    logLevel: 'warn',
  });
  const used = INLINE_STYLE.exec(await beasties.process(html))?.[1];
  if (used === undefined) return html;
  return html.replace(
    INLINE_STYLE,
    () => `<style>${used.replace(/<\/style/gi, '<\\/style')}</style>`,
  );
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
