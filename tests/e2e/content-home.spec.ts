import { expect, test } from '@playwright/test';
import { euros, switchToEnglish } from './content-support';
import { LOCALES } from '@/domain/locale';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/locales';

test.describe('home page', () => {
  test('shows hero, figures, benefits, featured tours and the call to action in Italian', async ({
    page,
  }) => {
    await page.goto('/');
    // A first visit, no language chosen: Italian by default.
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', {
        level: 1,
        name: 'Tour in e-bike tra i vigneti della Valpolicella',
      }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Prenota un tour' })).toHaveAttribute(
      'href',
      '/contatti',
    );
    await expect(main.getByRole('link', { name: 'Noleggia una e-bike' })).toHaveAttribute(
      'href',
      '/noleggia',
    );
    await expect(main.locator('img[fetchpriority="high"]')).toHaveCount(1);

    await expect(main.getByTestId('stat-value')).toHaveText(['500+', '15+', '4,9']);
    await expect(main.getByText('Tour completati')).toBeVisible();
    await expect(main.getByText('Cantine partner', { exact: true })).toBeVisible();
    await expect(main.getByText('Valutazione media')).toBeVisible();

    const benefits = main.getByRole('region', { name: 'Perché pedalare con noi' });
    await expect(benefits.getByRole('listitem')).toHaveCount(3);

    const featured = main.getByTestId('featured-tour');
    await expect(featured).toHaveCount(2);
    const wineRoad = featured.filter({ hasText: 'Strada del Vino' });
    await expect(wineRoad.getByTestId('price')).toHaveText(euros(90));
    await expect(wineRoad).toContainText('4,9');
    await expect(wineRoad).toContainText('(156 recensioni)');
    await expect(wineRoad).toContainText('Mezza giornata');
    await expect(wineRoad).toContainText('Facile');
    await expect(wineRoad.getByRole('link', { name: /Scopri il tour/ })).toHaveAttribute(
      'href',
      '/tour/strada-del-vino',
    );
    const pojega = featured.filter({ hasText: 'Pojega Tour' });
    await expect(pojega.getByTestId('price')).toHaveText(euros(80));
    await expect(pojega).toContainText('4,8');
    await expect(pojega).toContainText('(89 recensioni)');
    await expect(pojega).toContainText('3 ore');
    await expect(pojega).toContainText('Facile');
    await expect(pojega.getByRole('link', { name: /Scopri il tour/ })).toHaveAttribute(
      'href',
      '/tour/pojega',
    );
    await expect(main.getByRole('link', { name: 'Vedi tutti i tour' })).toHaveAttribute(
      'href',
      '/tour',
    );

    // Both group sizes the spec keeps.
    await expect(main).toContainText('per gruppi da 2 a 25 persone');
    await expect(main).toContainText('gruppi da 2 a 15 persone');

    const cta = main.getByRole('region', { name: 'Pronto a pedalare tra i vigneti?' });
    await expect(cta.getByRole('link', { name: 'Contattaci' })).toHaveAttribute(
      'href',
      '/contatti',
    );
    const chat = cta.getByRole('link', { name: /Scrivici su WhatsApp/ });
    const chatUrl = new URL((await chat.getAttribute('href'))!);
    expect(chatUrl.origin + chatUrl.pathname).toBe('https://wa.me/390456831234');
    expect(chatUrl.searchParams.get('text')).toMatch(/informazioni.*tour in e-bike/);

    await expect(page).toHaveTitle(
      'Tour in e-bike tra i vigneti della Valpolicella · Valpolicella E-Bike Tours',
    );
  });

  test('reads in English after the language switch', async ({ page }) => {
    await page.goto('/');
    await switchToEnglish(page);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', {
        level: 1,
        name: 'E-bike tours through the vineyards of Valpolicella',
      }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Book a tour' })).toHaveAttribute(
      'href',
      '/contatti',
    );
    await expect(main.getByRole('link', { name: 'Rent an e-bike' })).toHaveAttribute(
      'href',
      '/noleggia',
    );
    await expect(main.getByTestId('stat-value')).toHaveText(['500+', '15+', '4.9']);
    await expect(main.getByText('Partner wineries', { exact: true })).toBeVisible();
    const wineRoad = main.getByTestId('featured-tour').filter({ hasText: 'Wine Road' });
    await expect(wineRoad.getByTestId('price')).toHaveText('€90');
    await expect(wineRoad).toContainText('(156 reviews)');
    await expect(wineRoad).toContainText('Half day');
    const pojega = main.getByTestId('featured-tour').filter({ hasText: 'Pojega Tour' });
    await expect(pojega.getByTestId('price')).toHaveText('€80');
    await expect(pojega).toContainText('3 hours');
    await expect(pojega).toContainText('4.8');
    await expect(main).toContainText('groups of 2 to 25 people');
    await expect(main).toContainText('groups of 2 to 15 people');
    await expect(main.getByRole('link', { name: 'See all tours' })).toHaveAttribute(
      'href',
      '/tour',
    );
    await expect(page).toHaveTitle(/^E-bike tours through the vineyards of Valpolicella/);
  });

  test('has the floating chat button, and no reviews section without a widget id', async ({
    page,
  }) => {
    await page.goto('/');
    const chat = page.getByTestId('chat-button');
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAccessibleName('Scrivici su WhatsApp (si apre in una nuova scheda)');
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/390456831234\?text=/);
    await expect(page.getByRole('heading', { name: 'Cosa dicono di noi' })).toHaveCount(0);
    // The iOS-only banner never shows on desktop Chrome.
    await expect(page.getByText('Elementi non cliccabili? Prova a ricaricare.')).toHaveCount(0);
  });

  test('keeps the hero one size in both languages on a phone, so its first paint stays the largest', async ({
    page,
  }) => {
    // An English visitor sees the Italian page painted first, then rendered in English: a hero
    // of another height would repaint its picture larger, later (Lighthouse then reads LCP 3.2 s).
    const heroHeight = () =>
      page
        .locator('main section')
        .first()
        .evaluate((hero) => hero.getBoundingClientRect().height);
    await page.goto('/');
    for (const width of [320, 360, 412]) {
      await page.setViewportSize({ width, height: 800 });
      const heights: number[] = [];
      for (const locale of LOCALES) {
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          LANGUAGE_STORAGE_KEY,
          locale,
        ] as const);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          locale === 'it' ? /^Tour in e-bike/ : /^E-bike tours/,
        );
        heights.push(await heroHeight());
      }
      expect(heights[1], `${width} px wide`).toBe(heights[0]);
    }
  });
});
