/**
 * A prerendered page carries only the CSS its own markup uses, inline, and names the whole sheet
 * in a disabled <link> (scripts/prerender/first-paint.ts). What the app renders next needs the
 * rest (an open menu, a dialog, a notice, the page in English, the next page): this enables the
 * link, so the browser fetches the sheet (from the service worker's cache after a first visit)
 * and applies it. Resolves once every such sheet has loaded, or failed: a sheet that cannot load
 * must not keep the page from hydrating. The SPA shell's sheet is an ordinary link: nothing to do.
 */
export function loadFullStylesheet(): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]');
  const loads = Array.from(
    links,
    (link) =>
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
        // The content attribute, which every engine honours: once it goes, the sheet is fetched.
        link.removeAttribute('disabled');
      }),
  );
  return Promise.all(loads).then(() => undefined);
}
