import { expect, test, type Page } from '@playwright/test';
import { CONTENT_PATHS } from '../../scripts/prerender/routes';
import {
  collectMissingMessages,
  collectPageErrors,
  openSettled,
  rememberLanguage,
  SPA_ROUTES,
  wcagViolations,
} from './a11y-support';
import { CONTENT_ROUTES } from './content-support';
import type { Locale } from '@/domain/locale';
import { localeAddress } from '@/i18n/locale-address';
import { headCounts, keptAndHydrated, markParsedHeading } from './hydration-support';

/**
 * One walk over every screen per language, each route opened once and checked for everything a
 * loaded route must be: axe-core (WCAG 2.1 A/AA) on a desktop width and again on a phone with the
 * mobile menu open (the menu, the side booking card and the floating buttons change what is on the
 * page), no message missing from the catalogue, no script error; the prerendered routes also keep
 * their HTML when they hydrate and carry their own title, description, canonical URL and Open
 * Graph tags. A walk reuses one browser context (as a visitor does), which spares each route a cold
 * start; the walks are split in a few tests so the workers share them.
 */

// axe measures contrast on the frame it sees: a toast caught fading in or out (0.4 s) reads as
// faint text. With reduced motion the toasts appear and leave at once, as settled as a visitor
// reads them.
test.use({ reducedMotion: 'reduce' });

const isPrerendered = (path: string) => (CONTENT_PATHS as readonly string[]).includes(path);

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 360, height: 740 };

/** axe on the page as opened, then on a phone width with the mobile menu open. */
async function expectAccessibleOnBothWidths(page: Page) {
  expect(await wcagViolations(page), 'desktop width').toEqual([]);
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: /^(Apri il menu|Open menu)$/ }).click();
  await expect(page.getByRole('navigation', { name: /^(Menu mobile|Mobile menu)$/ })).toBeVisible();
  expect(await wcagViolations(page), 'phone width, menu open').toEqual([]);
  await page.setViewportSize(DESKTOP);
}

/**
 * One of each page-specific head tag, whatever the page was served with (its prerendered HTML, or
 * the app shell's defaults for a path without a page of its own, such as the sample tour).
 */
async function expectOneOfEachHeadTag(
  page: Page,
  path: string,
  baseURL: string,
  locale: Locale = 'it',
) {
  expect(await headCounts(page), path).toEqual({
    titles: 1,
    descriptions: 1,
    // The page's own language's address (/en/… in English).
    canonicals: [new URL(localeAddress(path, locale), baseURL).href],
  });
}

/** The head tags of a hydrated Italian content page (its prerendered HTML is checked elsewhere). */
async function expectOwnHeadTags(page: Page, path: string): Promise<string> {
  const title = await page.title();
  expect(title, path).toMatch(/ · Valpolicella E-Bike Tours$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'it_IT');
  return title;
}

/** Every screen without prerendered HTML, in one language: axe at both widths, no message missing. */
async function walkOtherScreens(page: Page, locale: Locale) {
  await rememberLanguage(page, locale);
  const missingMessages = collectMissingMessages(page);
  for (const path of SPA_ROUTES) {
    await test.step(path, async () => {
      await openSettled(page, path, locale);
      await expectAccessibleOnBothWidths(page);
    });
  }
  expect(missingMessages, 'messages missing from the catalogue').toEqual([]);
}

test.describe('every route in Italian', () => {
  test('content routes hydrate keeping the HTML, with their own head tags, accessible, without errors', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(480_000);
    // A first visit: no language chosen yet, the prerendered Italian page is the one shown.
    const errors = await collectPageErrors(page, new URL(baseURL!).origin);
    const missingMessages = collectMissingMessages(page);
    await markParsedHeading(page);
    const titles = new Set<string>();
    for (const path of CONTENT_ROUTES) {
      await test.step(path, async () => {
        await openSettled(page, path, 'it');
        if (isPrerendered(path)) {
          await expect.poll(() => keptAndHydrated(page), { message: path }).toBe(true);
        }
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectOneOfEachHeadTag(page, path, baseURL!);
        titles.add(await expectOwnHeadTags(page, path));
        await expectAccessibleOnBothWidths(page);
      });
    }
    expect(titles.size, 'every page has its own title').toBe(CONTENT_ROUTES.length);
    expect(errors).toEqual([]);
    expect(missingMessages, 'messages missing from the catalogue').toEqual([]);
  });

  test('the other screens are accessible, with every message translated', async ({ page }) => {
    test.setTimeout(120_000);
    await walkOtherScreens(page, 'it');
  });
});

test.describe('every route in English', () => {
  test('content routes render once in English, accessible, without errors', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(480_000);
    // A visitor who chose English on an earlier visit, before the language cookie existed: the
    // first page's Italian HTML is replaced, not kept; the next ones arrive in English.
    await rememberLanguage(page, 'en');
    const errors = await collectPageErrors(page, new URL(baseURL!).origin);
    const missingMessages = collectMissingMessages(page);
    const headings: Record<string, string> = { '/gallery': 'Gallery', '/contatti': 'Contact' };
    for (const path of CONTENT_ROUTES) {
      await test.step(path, async () => {
        await openSettled(page, path, 'en');
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
        const heading = headings[path];
        if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.locator('h1')).toHaveCount(1);
        // The served head tags were replaced, not kept beside the English ones.
        await expectOneOfEachHeadTag(page, path, baseURL!, 'en');
        await expectAccessibleOnBothWidths(page);
      });
    }
    expect(errors).toEqual([]);
    expect(missingMessages, 'messages missing from the catalogue').toEqual([]);
  });

  test('the other screens are accessible, with every message translated', async ({ page }) => {
    test.setTimeout(120_000);
    await walkOtherScreens(page, 'en');
  });
});
