import { expect, type Locator, type Page } from '@playwright/test';
import { CONTENT_PATHS } from '../../scripts/prerender/routes';

/** Every content route: the prerendered ones plus a slug without a page of its own (the sample). */
export const CONTENT_ROUTES = [...CONTENT_PATHS, '/tour/giro-di-prova'] as const;

/** Intl puts a no-break space between amount and euro sign in Italian: "80 €". */
export const euros = (amount: number) => new RegExp(`^${amount}\\s€$`);

/** Switches to English with the header's button, as a visitor would. */
export async function switchToEnglish(page: Page) {
  // The header is in the prerendered HTML and answers once hydrated: retry the click until then.
  await expect(async () => {
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** Lets only the site itself load: every third-party request fails, as with a strict blocker. */
export async function blockThirdParties(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  await page.route('**/*', (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient'),
  );
}

/** The colour of an element's background as [r, g, b], whatever colour syntax the CSS used. */
export async function backgroundRgb(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  });
}

/** Fails when the page is wider than the viewport (content cut off or sideways scrolling). */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page ${page.url()} overflows`).toBeLessThanOrEqual(innerWidth);
}

/** The page region shows each of these texts (facts, list items) somewhere within it. */
export async function expectEachText(region: Locator, texts: readonly (string | RegExp)[]) {
  for (const text of texts) await expect(region).toContainText(text);
}

/** The star figure and, when given, the review count ("(15 recensioni)") of a card or a page header. */
export async function expectRating(region: Locator, rating: string, reviews?: string) {
  await expect(region.getByTestId('rating')).toHaveText(rating);
  if (reviews !== undefined) await expect(region).toContainText(reviews);
}
