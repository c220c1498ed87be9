import { expect, test, type Page } from '@playwright/test';
import { CASTAGNE_PAGE } from '@/content/event-pages/castagne';
import { WALK_WINE_IN_VILLA_PAGE } from '@/content/event-pages/walk-wine-in-villa';
import { WALK_WINE_POJEGA_PAGE } from '@/content/event-pages/walk-wine-pojega';
import { EVENTS } from '@/content/events';
import type { ExperiencePage } from '@/content/experience';
import { GALLERY } from '@/content/gallery';
import type { Localized } from '@/content/localized';
import { RENTAL_MODELS, RENTAL_TIERS } from '@/content/rental';
import { TERMS } from '@/content/terms';
import { TOUR_LIST } from '@/content/tour-list';
import { COLOMBARE_PAGE } from '@/content/tour-pages/colombare';
import { EMOTION_IN_VILLA_PAGE } from '@/content/tour-pages/emotion-in-villa';
import { POJEGA_PAGE } from '@/content/tour-pages/pojega';
import { SAMPLE_TOUR } from '@/content/tour-pages/sample-tour';
import { STRADA_DEL_VINO_PAGE } from '@/content/tour-pages/strada-del-vino';
import { TRE_VALLI_PAGE } from '@/content/tour-pages/tre-valli';
import { X_TOUR_PAGE } from '@/content/tour-pages/x-tour';
import type { Locale } from '@/domain/locale';
import { formatPrice, formatRating } from '@/domain/format';
import { expectPicturesShown, storedDraft, waitForServiceWorker } from './pwa-helpers';

// The service worker is what this spec is about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The promise of the installed app: after one online visit of the home page, every content route
 * opens without a network, in both languages, with its text, figures and pictures, including
 * routes never visited and routes without a prerendered page. Each check reads the page's own
 * content data, so a page missing from the cache fails here.
 */

const l = (it: string, en: string): Localized => ({ it, en });

interface PageCheck {
  path: string;
  heading: Localized;
  /** Texts that only the real page shows (facts, figures, list items). */
  texts: (locale: Locale) => string[];
  /** Tour and event pages carry the booking card, which needs the network. */
  booking?: boolean;
  /** Pages without pictures (the terms) say so. */
  noPictures?: boolean;
  /** How many pictures the page shows, where it is fixed (the gallery shows all of its own). */
  pictures?: number;
}

function experience(path: string, page: ExperiencePage): PageCheck {
  return {
    path,
    heading: page.title,
    // Date facts follow the live schedule (the last answer kept offline), not the content.
    texts: (locale) => [
      page.facts.find((fact) => fact.kind !== 'date' && fact.kind !== 'dates')!.value[locale],
      page.facts[page.facts.length - 1]!.value[locale],
      (page.includes ?? page.highlights ?? [])[0]![locale],
      formatRating(page.rating, locale),
    ],
    booking: true,
  };
}

const PAGES: PageCheck[] = [
  experience('/tour/pojega', POJEGA_PAGE),
  experience('/tour/colombare', COLOMBARE_PAGE),
  experience('/tour/tre-valli', TRE_VALLI_PAGE),
  experience('/tour/strada-del-vino', STRADA_DEL_VINO_PAGE),
  experience('/tour/x', X_TOUR_PAGE),
  experience('/tour/emotion-in-villa', EMOTION_IN_VILLA_PAGE),
  experience('/eventi/walk-wine-pojega', WALK_WINE_POJEGA_PAGE),
  experience('/eventi/walk-wine-in-villa', WALK_WINE_IN_VILLA_PAGE),
  {
    path: '/tour-delle-castagne',
    heading: CASTAGNE_PAGE.title,
    // Its dates and seats are the live schedule's (the last answer kept offline).
    texts: (locale) => [
      CASTAGNE_PAGE.valueItems[0]!.label[locale],
      CASTAGNE_PAGE.valueItems[1]!.label[locale],
    ],
    booking: true,
  },
  {
    // No page of its own: served by the cached app shell.
    path: '/tour/tour-mai-visto',
    heading: SAMPLE_TOUR.title,
    texts: (locale) => [SAMPLE_TOUR.duration[locale], SAMPLE_TOUR.participants[locale]],
  },
  {
    path: '/tour',
    heading: l('I nostri Tour', 'Our Tours'),
    texts: (locale) => TOUR_LIST.map((tour) => tour.title[locale]),
  },
  {
    path: '/eventi',
    heading: l('Eventi', 'Events'),
    texts: (locale) => EVENTS.map((event) => event.title[locale]),
  },
  {
    path: '/gallery',
    heading: l('Galleria', 'Gallery'),
    texts: () => [],
    pictures: GALLERY.length,
  },
  {
    path: '/termini-e-condizioni',
    heading: TERMS.title,
    texts: (locale) => TERMS.sections.map((section) => section.heading[locale]),
    noPictures: true,
  },
  {
    path: '/noleggia',
    heading: l('Noleggio E-Bike', 'E-Bike Rental'),
    texts: (locale) => [
      ...RENTAL_MODELS.map((model) => model.name),
      RENTAL_TIERS['three-days'][locale],
      formatPrice(RENTAL_MODELS[0]!.prices[0]!.cents, locale),
    ],
  },
];

const NEEDS_CONNECTION = l('Serve una connessione a internet', 'An internet connection is needed');

async function expectFullPage(page: Page, check: PageCheck, locale: Locale) {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(check.heading[locale]);
  for (const text of check.texts(locale)) {
    await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
  }
  if (check.pictures !== undefined) await expect(main.locator('img')).toHaveCount(check.pictures);
  if (!check.noPictures) await expectPicturesShown(main.locator('img'));
  if (check.booking) {
    await expect(
      main.getByRole('status').filter({ hasText: NEEDS_CONNECTION[locale] }),
    ).toBeVisible();
  }
}

async function visitHomeThenGoOffline(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
}

/** Callables are never answered from the cache, nor with the app shell. */
async function expectCallablesFail(page: Page) {
  const outcome = await page.evaluate(() =>
    fetch('/api/availability').then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(outcome).toBe('failed');
  await expect(page.goto('/api/availability')).rejects.toThrow();
}

/** What was typed offline into the contact form survives a reload. */
async function expectContactDraftKept(page: Page) {
  await page.goto('/contatti');
  const form = page.getByRole('form', { name: 'Modulo di contatto' });
  await expect(form.getByRole('status')).toContainText('Serve una connessione a internet');
  await expect(form.getByRole('button', { name: 'Invia messaggio' })).toBeDisabled();
  await form.getByLabel('Nome').fill('Giulia Rossi');
  await form.getByLabel('Messaggio').fill('Siamo in quattro: c’è posto sabato?');
  // The draft is written once typing pauses.
  await expect
    .poll(() => storedDraft(page, 'contact'))
    .toMatchObject({ name: 'Giulia Rossi', message: 'Siamo in quattro: c’è posto sabato?' });
  await page.reload();
  await expect(form.getByLabel('Nome')).toHaveValue('Giulia Rossi');
  await expect(form.getByLabel('Messaggio')).toHaveValue('Siamo in quattro: c’è posto sabato?');
}

/** Pages that need the network say so instead of failing. */
async function expectNeedsNetworkPages(page: Page) {
  await page.goto('/booking-success?session_id=cs_test_offline&booking_id=offline');
  await expect(page.getByRole('main').getByRole('status')).toContainText(NEEDS_CONNECTION.it);
  await page.goto('/modulistica');
  const application = page.getByRole('form', { name: 'Domanda di ammissione' });
  await expect(application.getByRole('status')).toContainText(NEEDS_CONNECTION.it);
  await expect(application.getByRole('button', { name: 'Invia domanda' })).toBeDisabled();
}

for (const locale of ['it', 'en'] as const) {
  test(`every content page opens offline in ${locale === 'it' ? 'Italian' : 'English'}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await visitHomeThenGoOffline(page);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /Sei offline/ })).toBeVisible();
    if (locale === 'en') {
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    for (const check of PAGES) {
      await test.step(check.path, async () => {
        await page.goto(check.path);
        await expectFullPage(page, check, locale);
      });
    }
    // A reload of a page never opened online, in the chosen language.
    await page.reload();
    await expectFullPage(page, PAGES[PAGES.length - 1]!, locale);
    // The same installed app, offline still: what it must not answer from its cache (English),
    // what needs the network and what is kept of a form (Italian).
    if (locale === 'en') await test.step('callables', () => expectCallablesFail(page));
    if (locale === 'it') {
      await test.step('pages that need the network', () => expectNeedsNetworkPages(page));
      await test.step('contact form draft', () => expectContactDraftKept(page));
    }
  });
}

test('what was typed into a booking card comes back on the next visit', async ({ page }) => {
  await page.goto('/tour/pojega');
  const booking = page.getByRole('form', { name: 'Modulo di prenotazione' });
  const name = booking.getByRole('textbox', { name: 'Nome e cognome', exact: true });
  await name.fill('Marco Bianchi');
  await expect
    .poll(() => storedDraft(page, 'booking:pojega'))
    .toMatchObject({ customerName: 'Marco Bianchi' });
  await page.goto('/tour/pojega');
  await expect(name).toHaveValue('Marco Bianchi');
});
