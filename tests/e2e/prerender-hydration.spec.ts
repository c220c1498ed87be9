import { expect, test, type Page } from '@playwright/test';
import { CONTENT_PATHS } from '../../scripts/prerender/routes';
import { headCounts, keptAndHydrated, markParsedHeading } from './hydration-support';

// Hydration of every content route (the <h1> the HTML parser built is kept) and a visitor who chose
// English getting each page rendered once are checked on the route walks (a11y-routes.spec.ts).

/** The tags of an HTML document's <head> matching `pattern`, as written by the server. */
const tagsIn = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g')) ?? [];
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

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

/** The stylesheets the page requests from now on, as they are requested. */
function stylesheetRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') urls.push(request.url());
  });
  return urls;
}

test.describe('stylesheet', () => {
  // Without the service worker, which precaches every file, the requests are the page's own.
  test.use({ serviceWorkers: 'block' });

  test('a prerendered page paints on the CSS it carries, with no stylesheet to fetch', async ({
    page,
  }) => {
    const stylesheets = stylesheetRequests(page);
    // No script: what the browser paints is what the HTML alone makes of the page.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/tour');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
    expect(stylesheets).toEqual([]);
  });

  test('once the app starts, the whole sheet is fetched once and applied', async ({ page }) => {
    const stylesheets = stylesheetRequests(page);
    await markParsedHeading(page);
    await page.goto('/tour');
    await expect.poll(() => keptAndHydrated(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toHaveLength(1);
    const sheets = await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      return {
        enabled: link !== null && !link.hasAttribute('disabled'),
        inlineRules: document.querySelector('style')?.sheet?.cssRules.length ?? 0,
        wholeRules: link?.sheet?.cssRules.length ?? 0,
      };
    });
    expect(sheets.enabled).toBe(true);
    expect(sheets.wholeRules).toBeGreaterThan(sheets.inlineRules);
  });

  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    test(`every prerendered page looks the same on its own CSS as on the whole sheet (${viewport.width} px)`, async ({
      page,
    }) => {
      // Every content page's every element, styled twice: about half a minute on an idle 2-core
      // machine, several times that while the rest of `npm test` runs beside it.
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      // No script: the page stays on the CSS it carries until the test enables the whole sheet.
      await page.route('**/*.js', (route) => route.abort());
      for (const path of CONTENT_PATHS) {
        await page.goto(path);
        const differences = await page.evaluate(async () => {
          const elements = [document.documentElement, ...document.querySelectorAll('body *')];
          // One string per element (some 480 properties, over every element of the page), so the
          // unchanged elements, nearly all of them, are told apart by one comparison each.
          const styleOf = (element: Element) => {
            const style = getComputedStyle(element);
            let text = '';
            for (let index = 0; index < style.length; index += 1) {
              const name = style[index]!;
              text += `${name}: ${style.getPropertyValue(name)}\n`;
            }
            const pseudo = (which: string) => getComputedStyle(element, which).content;
            return `${text}::before ${pseudo('::before')}\n::after ${pseudo('::after')}`;
          };
          const before = elements.map(styleOf);
          const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][disabled]');
          if (!link) return ['the page names no disabled stylesheet'];
          await new Promise((resolve) => {
            link.addEventListener('load', resolve, { once: true });
            link.removeAttribute('disabled');
          });
          // A missing rule also changes the used sizes of every box around it: report the
          // elements whose own declared styles changed first.
          const usedSize =
            /^(block-size|inline-size|height|width|top|bottom|left|right|inset-[a-z-]+|perspective-origin|transform-origin|grid-template-(rows|columns)):/;
          const report = elements.flatMap((element, index) => {
            const after = styleOf(element);
            if (after === before[index]) return [];
            const previous = new Set(before[index]!.split('\n'));
            const changed = after.split('\n').filter((line) => !previous.has(line));
            const tag = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
            const own = changed.filter((line) => !usedSize.test(line));
            return [
              {
                own: own.length > 0,
                line: `${tag}: ${(own.length ? own : changed).slice(0, 3).join('; ')}`,
              },
            ];
          });
          return [...report.filter((r) => r.own), ...report.filter((r) => !r.own)].map(
            (r) => r.line,
          );
        });
        expect(differences.slice(0, 10), path).toEqual([]);
      }
    });
  }
});
