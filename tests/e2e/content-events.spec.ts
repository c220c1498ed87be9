import { expect, test } from '@playwright/test';
import { formatEventDates } from '@/domain/format';
import { capacityOn, upcomingDates } from '@/domain/schedule';
import type { TourId } from '@/domain/tours';
import { demoSchedules } from '../../scripts/stack/seed';
import {
  backgroundRgb,
  euros,
  switchToEnglish,
  expectEachText,
  expectRating,
} from './content-support';

// The stack seeds each event with upcoming dates counted from the day it starts; once interactive
// the pages name those (the spec's 2025 dates are past), so the expectations are counted the same way.
const DEMO = demoSchedules(new Date());
const upcoming = (tourId: TourId) => upcomingDates(DEMO[tourId], new Date());
const label = (tourId: TourId, locale: 'it' | 'en') => formatEventDates(upcoming(tourId), locale);

test.describe('events list', () => {
  test('shows upcoming events first with their live dates, and past ones as concluded', async ({
    page,
  }) => {
    await page.goto('/eventi');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Eventi' })).toBeVisible();
    const cards = main.getByTestId('event-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'Walk Wine Pojega',
      'Tour delle Castagne',
      'Vendemmia in E-Bike',
      'Aperitivo al tramonto in vigna',
    ]);
    await expect(cards.getByTestId('price')).toHaveText([
      euros(35),
      euros(90),
      euros(45),
      euros(40),
    ]);
    for (const label of ['Data', 'Orario', 'Luogo', 'Partecipanti']) {
      await expect(cards.first().getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(cards.first().locator('img')).toHaveAttribute('width', '1200');

    // The live dates come from the availability callable (one call per event) once the page is
    // interactive: a cold functions worker on the busy 2-core machine may take longer than the
    // default wait.
    const pojega = cards.nth(0);
    await expect(pojega).toContainText(label('walk-wine-pojega', 'it'), { timeout: 30_000 });
    await expect(pojega).toContainText('Da 4 a 25 persone');
    const [r, g] = await backgroundRgb(pojega.getByText('Disponibile', { exact: true }));
    expect(g).toBeGreaterThan(r);
    await expect(pojega.getByRole('link', { name: /Prenota ora/ })).toHaveAttribute(
      'href',
      '/eventi/walk-wine-pojega',
    );
    const chestnut = cards.nth(1);
    await expect(chestnut).toContainText(label('castagne', 'it'), { timeout: 30_000 });
    await expect(chestnut).toContainText('9:00 – 14:00');
    await expect(chestnut.getByRole('link', { name: /Prenota ora/ })).toHaveAttribute(
      'href',
      '/tour-delle-castagne',
    );

    // The harvest and sunset events of 2025 are over: no booking action.
    for (const index of [2, 3]) {
      const past = cards.nth(index);
      await expect(past.getByText('Concluso', { exact: true })).toBeVisible();
      await expect(past.getByRole('link')).toHaveCount(0);
      await expect(past.getByRole('button')).toHaveCount(0);
    }
    await expect(cards.nth(2)).toContainText('Massimo 50 persone');
    await expect(cards.nth(3)).toContainText('Massimo 12 persone');

    await switchToEnglish(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(cards.getByTestId('price')).toHaveText(['€35', '€90', '€45', '€40']);
    await expect(cards.nth(0).getByText('Available', { exact: true })).toBeVisible();
    await expect(cards.nth(1)).toContainText('Chestnut Tour');
    await expect(cards.nth(0)).toContainText(label('walk-wine-pojega', 'en'));
    await expect(cards.nth(2).getByText('Past event', { exact: true })).toBeVisible();
    await expect(cards.nth(3).getByText('Past event', { exact: true })).toBeVisible();
  });
});

test.describe('chestnut tour page', () => {
  test('shows live spots, dates, value breakdown, programme and important information', async ({
    page,
  }) => {
    const dates = upcoming('castagne');
    const seats = dates.map((date) => capacityOn(DEMO.castagne, date));
    const total = seats.reduce((sum, n) => sum + n, 0);
    const withSeats = (locale: 'it' | 'en', word: string) =>
      dates.map(
        (date, i) => new RegExp(`${formatEventDates([date], locale)}\\s*${seats[i]} ${word}`),
      );
    await page.goto('/tour-delle-castagne');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Torna agli eventi' })).toHaveAttribute(
      'href',
      '/eventi',
    );
    await expect(
      main.getByRole('heading', { level: 1, name: 'Tour delle Castagne' }),
    ).toBeVisible();
    await expectRating(main.locator('header'), '5,0', '(15 recensioni)');
    // Live seats, from the availability callable (see the events list above for the wait).
    await expect(main.getByText(`Posti limitati: restano ${total} posti su ${total}.`)).toBeVisible(
      { timeout: 30_000 },
    );
    const shownDates = main.getByTestId('event-date');
    // The dates come from their own live-schedule call, which may answer after the seats.
    await expect(shownDates).toHaveText(withSeats('it', 'posti disponibili'), { timeout: 30_000 });
    await expect(main.getByTestId('total-value')).toHaveText(euros(120));
    await expect(main.getByTestId('event-price')).toHaveText(euros(90));
    await expect(main.getByTestId('saving')).toHaveText('Risparmi il 25%');
    await expectEachText(main, [
      '5 ore, dalle 9:00 alle 14:00',
      '38 km',
      '14 anni',
      '40 posti in tutto',
    ]);
    for (const name of [
      'Le date',
      'Quanto vale la giornata',
      'Descrizione',
      'Dettagli',
      'Punti salienti',
      'Cosa include',
      'Programma della giornata',
      'Informazioni importanti',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const programme = main.getByRole('region', { name: 'Programma della giornata' });
    await expect(programme.getByRole('listitem')).toHaveCount(5);
    await expect(programme).toContainText('30 min');
    await expect(programme).toContainText('1 ora e 30');
    await expect(main).toContainText('rimborso del 50% da 72 a 24 ore prima');
    await expect(main).toContainText('In caso di pioggia il tour viene rinviato.');
    await expect(main.getByRole('region', { name: 'Hai bisogno di aiuto?' })).toContainText(
      '+39 045 683 1234',
    );
    const booking = main.getByRole('complementary', { name: 'Prenotazione' });
    await expect(booking.getByText(euros(90)).first()).toBeVisible();

    await switchToEnglish(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Chestnut Tour' })).toBeVisible();
    await expect(main.getByText(`Limited places: ${total} of ${total} places left.`)).toBeVisible();
    await expect(shownDates).toHaveText(withSeats('en', 'places available'));
    await expect(main.getByTestId('total-value')).toHaveText('€120');
    await expect(main.getByTestId('event-price')).toHaveText('€90');
    await expect(main.getByTestId('saving')).toHaveText('You save 25%');
    await expect(main).toContainText('1 hour 30');
  });
});

test.describe('event pages', () => {
  test('Walk Wine Pojega shows every section', async ({ page }) => {
    await page.goto('/eventi/walk-wine-pojega');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Torna agli eventi' })).toHaveAttribute(
      'href',
      '/eventi',
    );
    await expect(main.getByRole('heading', { level: 1, name: 'Walk Wine Pojega' })).toBeVisible();
    await expect(main.locator('header').getByText('Disponibile', { exact: true })).toBeVisible();
    await expectRating(main.locator('header'), '5,0', '(12 recensioni)');
    for (const name of [
      'Descrizione',
      'Dettagli',
      'Punti salienti',
      'Cosa include',
      'Informazioni pratiche',
      'Politica di cancellazione',
      'Punto di ritrovo',
      'Informazioni chiave',
      'Hai bisogno di aiuto?',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expectEachText(main, [
      label('walk-wine-pojega', 'it'),
      'Circa 3 ore',
      '13 km ad anello',
      'Minimo 4, massimo 25 persone',
      'Facile',
      'Strade sterrate',
      'Età minima consigliata: 8 anni',
      'Gruppi privati a partire da 10 persone',
      'Prenotazione almeno 24 ore prima',
      'Rimborso del 50% da 72 a 24 ore prima',
    ]);
    const booking = main.getByRole('complementary', { name: 'Prenotazione' });
    await expect(booking.getByText(euros(35)).first()).toBeVisible();

    await switchToEnglish(page);
    await expect(main.locator('header').getByText('Available', { exact: true })).toBeVisible();
    await expect(main.locator('header')).toContainText('(12 reviews)');
    await expect(
      main.getByRole('heading', { level: 2, name: 'Cancellation policy' }),
    ).toBeVisible();
    await expect(main).toContainText(label('walk-wine-pojega', 'en'));
    await expect(main).toContainText('13 km loop');
  });

  test('Walk Wine in Villa shows every section', async ({ page }) => {
    await page.goto('/eventi/walk-wine-in-villa');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Torna agli eventi' })).toHaveAttribute(
      'href',
      '/eventi',
    );
    await expect(main.getByRole('heading', { level: 1, name: 'Walk Wine in Villa' })).toBeVisible();
    await expect(main.locator('header').getByText('Esperienza esclusiva')).toBeVisible();
    await expectRating(main.locator('header'), '5,0', '(8 recensioni)');
    for (const name of [
      'Archeologia riservata',
      'Degustazione premium',
      'Cantina storica',
      'Passeggiata naturalistica',
      'Cosa include',
      'Perché sceglierla',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expectEachText(main, [
      label('walk-wine-in-villa', 'it'),
      '5 ore',
      'Minimo 4, massimo 20 persone',
      'Prenotazione almeno 48 ore prima',
      'Un calice di degustazione',
    ]);
    const booking = main.getByRole('complementary', { name: 'Prenotazione' });
    await expect(booking.getByText(euros(70)).first()).toBeVisible();

    await switchToEnglish(page);
    await expect(main.locator('header').getByText('Exclusive experience')).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 2, name: 'Reserved archaeology' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Why choose it' })).toBeVisible();
    await expect(main).toContainText(label('walk-wine-in-villa', 'en'));
  });
});
