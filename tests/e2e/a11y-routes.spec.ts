import { expect, test } from '@playwright/test';
import {
  ALL_ROUTES,
  collectMissingMessages,
  openSettled,
  rememberLanguage,
  wcagViolations,
} from './a11y-support';

// axe-core on every screen in both languages, on a phone and on a desktop width: the mobile menu,
// the side booking card and the floating buttons change what is on the page.
for (const locale of ['it', 'en'] as const) {
  test.describe(`accessibility in ${locale === 'it' ? 'Italian' : 'English'}`, () => {
    test.beforeEach(async ({ page }) => rememberLanguage(page, locale));

    for (const path of ALL_ROUTES) {
      test(`${path} has no WCAG 2.1 A/AA axe violations, nor missing messages`, async ({
        page,
      }) => {
        const missingMessages = collectMissingMessages(page);
        await openSettled(page, path, locale);
        expect(await wcagViolations(page)).toEqual([]);
        await page.setViewportSize({ width: 360, height: 740 });
        const toggle = page.getByRole('button', { name: /^(Apri il menu|Open menu)$/ });
        await toggle.click();
        await expect(
          page.getByRole('navigation', { name: /^(Menu mobile|Mobile menu)$/ }),
        ).toBeVisible();
        expect(await wcagViolations(page)).toEqual([]);
        expect(missingMessages, 'messages missing from the catalogue').toEqual([]);
      });
    }
  });
}
