import { expect, test, type Page } from '@playwright/test';
import { CONTENT_PATHS } from '../../scripts/prerender/routes';
import { collectPageErrors, rememberLanguage } from './a11y-support';

/** The tags of an HTML document's <head> matching `pattern`, as written by the server. */
const tagsIn = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g')) ?? [];
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Remembers the page's <h1> as the HTML parser built it, before any script runs, so the test can
 * tell a hydrated page (same node, now owned by React) from one React threw away and re-rendered.
 */
async function markParsedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { parsedH1?: Element | null }).parsedH1 =
          document.querySelector('h1');
      }
    });
  });
}

async function keptAndHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const parsed = (window as unknown as { parsedH1?: Element | null }).parsedH1;
    const current = document.querySelector('h1');
    const ownedByReact =
      current !== null && Object.keys(current).some((key) => key.startsWith('__reactFiber'));
    return parsed !== undefined && parsed !== null && parsed === current && ownedByReact;
  });
}

/** How many of each page-specific head tag the document holds now. */
const headCounts = (page: Page) =>
  page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (link) => (link as HTMLLinkElement).href,
    ),
  }));

test('Hosting serves every content route as Italian HTML with its own head tags', async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of CONTENT_PATHS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="it">`);
    // The root names the path it was rendered for (and the page's chunks, preloaded after paint).
    expect(html, path).toContain(`<div id="root" data-prerendered="${path}"`);
    const body = html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));
    expect(body, `${path} has its heading in the HTML`).toMatch(/<h1[\s>]/);
    expect(body, `${path} needs no inline script`).not.toMatch(/<script[\s>]/);

    const head = html.slice(0, html.indexOf('</head>'));
    const title = tagsIn(head, /<title>[^<]*<\/title>/);
    expect(title, `${path} <title>`).toHaveLength(1);
    titles.add(title[0]!);
    const description = tagsIn(head, /<meta\s+name="description"[^>]*>/);
    expect(description, `${path} description`).toHaveLength(1);
    descriptions.add(attr(description[0]!, 'content') ?? '');
    const canonical = tagsIn(head, /<link\s+rel="canonical"[^>]*>/);
    expect(
      canonical.map((tag) => attr(tag, 'href')),
      `${path} canonical`,
    ).toEqual([new URL(path, baseURL).href]);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type']) {
      expect(
        tagsIn(head, new RegExp(`<meta\\s+property="${property}"`)),
        `${path} ${property}`,
      ).toHaveLength(1);
    }
  }
  expect(titles.size, 'every page has its own title').toBe(CONTENT_PATHS.length);
  expect(descriptions.size, 'every page has its own description').toBe(CONTENT_PATHS.length);
});

test('paths without a page of their own get the shell and render in the browser', async ({
  page,
  request,
}) => {
  const shell = await (await request.get('/auth')).text();
  expect(shell).not.toContain('data-prerendered="/auth"');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Accedi/);
});

test('every content route hydrates in Italian without an error, keeping the HTML', async ({
  page,
  baseURL,
}) => {
  const errors = collectPageErrors(page, new URL(baseURL!).origin);
  await markParsedHeading(page);
  for (const path of CONTENT_PATHS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => keptAndHydrated(page), { message: path }).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  }
  expect(errors).toEqual([]);
});

test('a visitor who chose English gets the page in English, rendered once, without errors', async ({
  page,
  baseURL,
}) => {
  const errors = collectPageErrors(page, new URL(baseURL!).origin);
  await rememberLanguage(page, 'en');
  for (const [path, heading] of [
    ['/gallery', 'Gallery'],
    ['/contatti', 'Contact'],
    ['/tour/pojega', null],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    // The Italian page was replaced, not kept beside the English one.
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await headCounts(page), path).toEqual({
      titles: 1,
      descriptions: 1,
      canonicals: [new URL(path, baseURL).href],
    });
  }
  expect(errors).toEqual([]);
});

test('after hydration, navigating keeps one title, description and canonical URL', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: 'Eventi' })
    .click();
  await expect(page).toHaveURL(/\/eventi$/);
  await expect(page).toHaveTitle(/Eventi/);
  expect(await headCounts(page)).toEqual({
    titles: 1,
    descriptions: 1,
    canonicals: [new URL('/eventi', baseURL).href],
  });
});
