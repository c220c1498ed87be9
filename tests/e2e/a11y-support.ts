import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import type { Locale } from '@/domain/locale';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/locales';

/** The screens beside the content routes: the SPA-only ones (one with a query) and a 404. */
export const SPA_ROUTES = [
  '/auth',
  '/booking-success',
  '/booking-cancelled?booking_id=abc123',
  '/le-mie-prenotazioni',
  // Without its link's token: says which link to open, asks nothing.
  '/rinnova',
  // Without a code: asks for one.
  '/buono',
  // Without its link's token: says which link to open.
  '/gestisci-noleggio',
  '/questa-pagina-non-esiste',
] as const;

/** Starts every page of the test with the language a visitor chose on an earlier visit. */
export async function rememberLanguage(page: Page, locale: Locale) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    locale,
  ] as const);
}

/** Opens a path and waits until the app is hydrated, in the expected language, and settled. */
export async function openSettled(page: Page, path: string, locale: Locale) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await page.waitForLoadState('networkidle');
  // The layout's extras (chat button, notices, toasts) mount once the page is idle.
  await expect(page.getByTestId('chat-button')).toBeVisible();
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's findings against WCAG 2.1 A and AA, whatever their impact, one line each: one axe.run
 * in the page, as @axe-core/playwright's "legacy" mode does, without that library's cost around
 * the run: it evaluates axe's 600 KB source twice per analysis (and again in every frame). Here
 * the source is evaluated once per document, and a route's second analysis (at the phone width)
 * reuses it: the page's main thread spent 0.17–0.24 s per analysis through the library against
 * 0.10–0.17 s for the run alone (three routes, Chromium's own task timings). Frames are left out
 * (`iframes: false`): the only one, the contact page's map, is not the site's, and is still
 * checked as an element (its title) of the page.
 *
 * Only violations are gathered whole: axe writes a selector for every node of every result, and
 * the passes, the incomplete and the inapplicable (unread here) then keep one node each. That took
 * a tenth off the route walks (a11y-routes.spec.ts: 125 → 114 CPU-seconds, two runs each).
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    // The copy evaluated in the page, of which the test's own is the source.
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const { violations } = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return violations.map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  }, WCAG_TAGS);
}

/**
 * Errors the page reports: script errors, console errors (except third parties failing to load)
 * and anything the Content Security Policy refused, even where a script caught the refusal (Chrome
 * lists those as issues, and Lighthouse's best practices count them).
 */
export async function collectPageErrors(page: Page, siteOrigin: string): Promise<string[]> {
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP refused ${event.blockedURI} (${event.violatedDirective}) in ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    const thirdParty = source !== '' && !source.startsWith(siteOrigin);
    if (thirdParty && message.text().startsWith('Failed to load resource')) return;
    // The 404 page logs the unknown path on purpose (spec).
    if (message.text().startsWith('404 Error:')) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Lingui's warnings about messages missing from the loaded catalogue (the UI would show an id). */
export function collectMissingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (/^Missing (it|en) translation/.test(message.text())) missing.push(message.text());
  });
  return missing;
}
