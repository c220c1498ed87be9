import { expect, test, type Page } from '@playwright/test';
import { euros, switchToEnglish, expectEachText, expectRating } from './content-support';

const cards = (page: Page) => page.getByRole('main').getByTestId('tour-card');

test.describe('tour list', () => {
  test('shows the four tours by ascending price with every field, Wine Road featured', async ({
    page,
  }) => {
    await page.goto('/tour');
    await expect(page.getByRole('heading', { level: 1, name: 'I nostri Tour' })).toBeVisible();
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
      'Pojega Tour',
      'Strada del Vino',
      'Colombare Tour',
      '3 Valli Tour',
    ]);
    await expect(cards(page).getByTestId('price')).toHaveText([
      euros(80),
      euros(90),
      euros(90),
      euros(180),
    ]);

    const expected = [
      [
        'Cultura',
        '4,5',
        '(89 recensioni)',
        'Mezza giornata',
        'Moderata',
        '2–25 persone',
        '/tour/pojega',
      ],
      [
        'Premium',
        '4,9',
        '(156 recensioni)',
        'Mezza giornata',
        'Facile',
        'Gruppo su misura',
        '/tour/strada-del-vino',
      ],
      [
        'Panoramico',
        '4,7',
        '(67 recensioni)',
        '5 ore',
        'Moderata',
        '2–25 persone',
        '/tour/colombare',
      ],
      [
        'Tradizione',
        '4,6',
        '(54 recensioni)',
        'Giornata intera',
        'Moderata',
        '2–25 persone',
        '/tour/tre-valli',
      ],
    ];
    for (const [
      index,
      [category, rating, reviews, duration, difficulty, group, link],
    ] of expected.entries()) {
      const card = cards(page).nth(index);
      await expect(card).toContainText(category!);
      await expectRating(card, rating!, reviews!);
      await expect(card).toContainText(duration!);
      await expect(card).toContainText(difficulty!);
      await expect(card).toContainText(group!);
      await expect(card).toContainText('a persona');
      await expect(card.getByRole('link', { name: /Scopri il tour/ })).toHaveAttribute(
        'href',
        link!,
      );
    }

    const featured = cards(page).filter({ hasText: 'In evidenza' });
    await expect(featured).toHaveCount(1);
    await expect(featured).toContainText('Strada del Vino');
    await expect(featured).toHaveClass(/ring-4/);

    const custom = page.getByRole('region', { name: 'Non trovi il tour che cerchi?' });
    await expect(custom.getByRole('link', { name: 'Contattaci' })).toHaveAttribute(
      'href',
      '/contatti',
    );
  });

  test('reads in English after the language switch', async ({ page }) => {
    await page.goto('/tour');
    await switchToEnglish(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tours' })).toBeVisible();
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
      'Pojega Tour',
      'Wine Road',
      'Colombare Tour',
      '3 Valleys Tour',
    ]);
    await expect(cards(page).getByTestId('price')).toHaveText(['€80', '€90', '€90', '€180']);
    await expect(cards(page).nth(1)).toContainText('Featured');
    await expect(cards(page).nth(1)).toContainText('Tailor-made group');
    await expect(cards(page).nth(2)).toContainText('(67 reviews)');
    await expect(cards(page).nth(3)).toContainText('Full day');
    await expect(cards(page).nth(0)).toContainText('per person');
    await expect(
      page.getByRole('heading', { name: 'Can’t find the tour you’re looking for?' }),
    ).toBeVisible();
  });
});

interface DetailCase {
  path: string;
  title: string;
  rating: string;
  reviews: string;
  texts: string[];
  price: RegExp;
  titleEn: string;
  textsEn: string[];
}

const DETAIL_PAGES: DetailCase[] = [
  {
    path: '/tour/pojega',
    title: 'Pojega Tour',
    rating: '4,8',
    reviews: '(89 recensioni)',
    texts: [
      '3 ore',
      '250 m di dislivello',
      '2–25 persone',
      'Facile',
      'Visita ai giardini all’italiana',
      'Un calice di vino',
      'Accesso al wine shop',
      'Carrellino o seggiolino per bambini gratuito',
      'Sconto del 10% per gruppi di 10 o più persone',
      'Cancellazione gratuita fino a 72 ore',
      'Prenota almeno 48 ore prima',
    ],
    price: euros(80),
    titleEn: 'Pojega Tour',
    textsEn: [
      '3 hours',
      '250 m of climbing',
      'Access to the wine shop',
      '10% discount for groups of 10 or more people',
    ],
  },
  {
    path: '/tour/colombare',
    title: 'Colombare Tour',
    rating: '4,7',
    reviews: '(67 recensioni)',
    texts: ['5 ore', '2–25 persone', 'Moderata', 'Degustazione di due vini'],
    price: euros(90),
    titleEn: 'Colombare Tour',
    textsEn: ['5 hours', 'Moderate', '2–25 people'],
  },
  {
    path: '/tour/tre-valli',
    title: '3 Valli Tour',
    rating: '4,6',
    reviews: '(54 recensioni)',
    texts: [
      'Giornata intera',
      'Partenza alle 9:00',
      '600 m di dislivello',
      'Minimo 4 persone',
      'Prenota almeno 24 ore prima',
      'Sconto del 10%',
      'Programma della giornata',
      '1 ora e 30',
    ],
    price: euros(180),
    titleEn: '3 Valleys Tour',
    textsEn: [
      'Full day',
      'Departure at 9:00',
      'Minimum 4 people',
      'Book at least 24 hours in advance',
    ],
  },
  {
    path: '/tour/strada-del-vino',
    title: 'Strada del Vino',
    rating: '4,9',
    reviews: '(156 recensioni)',
    texts: [
      'Mezza giornata',
      'Facile',
      'Gruppo su misura',
      'Italiano e inglese',
      'Tutto l’anno',
      'Cancellazione gratuita fino a 72 ore',
    ],
    price: euros(90),
    titleEn: 'Wine Road',
    textsEn: [
      'Half day',
      'Italian and English',
      'All year round',
      'Free cancellation up to 72 hours',
    ],
  },
  {
    path: '/tour/x',
    title: 'X Tour',
    rating: '4,8',
    reviews: '(78 recensioni)',
    texts: ['2–25 persone', 'Le possibilità', 'Pic-nic in vigna'],
    price: euros(75),
    titleEn: 'X Tour',
    textsEn: ['The possibilities', '2–25 people'],
  },
  {
    path: '/tour/emotion-in-villa',
    title: 'E-Motion in Villa',
    rating: '4,9',
    reviews: '(124 recensioni)',
    texts: [
      'Premium',
      '5 ore',
      'Panoramico',
      'Piccoli gruppi',
      'Facile',
      'Programma della giornata',
      'Informazioni importanti',
    ],
    price: euros(130),
    titleEn: 'E-Motion in Villa',
    textsEn: ['5 hours', 'Small groups', 'Programme of the day', 'Important information'],
  },
];

test.describe('tour pages', () => {
  for (const tour of DETAIL_PAGES) {
    test(`${tour.path} shows every section in Italian and English`, async ({ page }) => {
      await page.goto(tour.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Torna ai tour' })).toHaveAttribute(
        'href',
        '/tour',
      );
      await expect(main.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
      await expect(main.locator('header img')).toHaveAttribute('fetchpriority', 'high');
      await expectRating(main.locator('header'), tour.rating, tour.reviews);
      for (const name of ['Descrizione', 'Dettagli', 'Punti salienti', 'Cosa include']) {
        await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      await expect(
        main.getByRole('heading', { level: 2, name: /^(Itinerario|Programma della giornata)$/ }),
      ).toBeVisible();
      for (const label of ['Durata', 'Percorso', 'Gruppo', 'Difficoltà']) {
        await expect(main.getByRole('term').filter({ hasText: label }).first()).toBeVisible();
      }
      for (const text of tour.texts) await expect(main).toContainText(text);
      const booking = main.getByRole('complementary', { name: 'Prenotazione' });
      await expect(booking.getByText(tour.price).first()).toBeVisible();

      await switchToEnglish(page);
      await expect(main.getByRole('heading', { level: 1, name: tour.titleEn })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Back to tours' })).toHaveAttribute(
        'href',
        '/tour',
      );
      await expectRating(main.locator('header'), tour.rating.replace(',', '.'));
      await expect(main.getByRole('heading', { level: 2, name: 'What’s included' })).toBeVisible();
      for (const text of tour.textsEn) await expect(main).toContainText(text);
    });
  }
});

test.describe('generic tour page', () => {
  test('shows the sample with an inactive booking box', async ({ page }) => {
    await page.goto('/tour/giro-di-prova');
    const main = page.getByRole('main');
    await expect(main.getByText('Pagina di esempio: i contenuti sono dimostrativi.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectRating(main.locator('header'), '4,8', '(127 recensioni)');
    await expectEachText(main, [
      '4 ore',
      '15 km',
      'Massimo 8 persone',
      'E-bike premium',
      'Degustazione in 2 cantine',
      'Pranzo',
      'Assicurazione',
    ]);
    const box = main.getByRole('region', { name: 'Prenota questo tour' });
    await expect(box.getByTestId('price')).toHaveText(euros(89));
    await expect(box.getByLabel('Data')).toHaveAttribute('type', 'date');
    await expect(box.getByLabel('Partecipanti').locator('option')).toHaveText(['1', '2', '3', '4']);
    const book = box.getByRole('button', { name: 'Prenota il tour' });
    await expect(book).toHaveAttribute('aria-disabled', 'true');
    await expect(book).toHaveAccessibleDescription(
      /pagina di esempio: la prenotazione non è attiva/,
    );
    // The app's first render replaces the prerendered sample: the press goes to the button React
    // rendered, not to one about to leave the page.
    await expect
      .poll(() =>
        book.evaluate((button) =>
          Object.keys(button).some((key) => key.startsWith('__reactFiber')),
        ),
      )
      .toBe(true);
    // force: Playwright waits for aria-disabled buttons to become enabled; a visitor can still press it.
    await book.click({ force: true });
    await expect(page).toHaveURL(/\/tour\/giro-di-prova$/);
    await expect(box).toContainText('Conferma immediata • Cancellazione gratuita fino a 72h prima');

    await switchToEnglish(page);
    const boxEn = main.getByRole('region', { name: 'Book this tour' });
    await expect(boxEn.getByRole('button', { name: 'Book Tour' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(boxEn).toContainText('Instant confirmation • Free cancellation up to 72h before');
    await expect(boxEn.getByTestId('price')).toHaveText('€89');
    await expect(main).toContainText('(127 reviews)');
  });
});
