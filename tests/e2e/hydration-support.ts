import type { Page } from '@playwright/test';

/**
 * Remembers the page's <h1> as the HTML parser built it, before any script runs, so the test can
 * tell a hydrated page (same node, now owned by React) from one React threw away and re-rendered.
 */
export async function markParsedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { parsedH1?: Element | null }).parsedH1 =
          document.querySelector('h1');
      }
    });
  });
}

/** The <h1> the HTML parser built is still there, and React owns it: the page was hydrated. */
export async function keptAndHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const parsed = (window as unknown as { parsedH1?: Element | null }).parsedH1;
    const current = document.querySelector('h1');
    const ownedByReact =
      current !== null && Object.keys(current).some((key) => key.startsWith('__reactFiber'));
    return parsed !== undefined && parsed !== null && parsed === current && ownedByReact;
  });
}

/** How many of each page-specific head tag the document holds now. */
export const headCounts = (page: Page) =>
  page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (link) => (link as HTMLLinkElement).href,
    ),
  }));
