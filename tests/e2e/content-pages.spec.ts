import { expect, test } from '@playwright/test';
import {
  blockThirdParties,
  CONTENT_ROUTES,
  euros,
  expectNoHorizontalScroll,
  switchToEnglish,
  expectEachText,
} from './content-support';

test.describe('rental page', () => {
  test('shows the three models with their prices, the inclusions and the quote button', async ({
    page,
  }) => {
    await page.goto('/noleggia');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Noleggio E-Bike' })).toBeVisible();
    const models = main.getByTestId('rental-model');
    await expect(models.getByRole('heading', { level: 2 })).toHaveText([
      'Focus Jarifa',
      'KTM CX750',
      'Focus Jam 2',
    ]);
    const prices = {
      'Focus Jarifa': [50, 35, 90, 130],
      'KTM CX750': [60, 45, 110, 160],
      'Focus Jam 2': [60, 45, 110, 160],
    };
    for (const [name, [day, half, two, three]] of Object.entries(prices)) {
      const table = main.getByRole('table', { name: `Prezzi di noleggio ${name}` });
      await expect(table.getByRole('row', { name: /Giornaliero/ }).getByRole('cell')).toHaveText(
        euros(day!),
      );
      await expect(table.getByRole('row', { name: /Mezza giornata/ }).getByRole('cell')).toHaveText(
        euros(half!),
      );
      await expect(
        table.getByRole('row', { name: /2 giorni \(lun–ven\)/ }).getByRole('cell'),
      ).toHaveText(euros(two!));
      await expect(
        table.getByRole('row', { name: /3 giorni \(weekend\)/ }).getByRole('cell'),
      ).toHaveText(euros(three!));
    }
    const includes = main.getByRole('region', { name: 'Il noleggio include' });
    for (const item of [
      'Casco',
      'Kit di riparazione',
      'Mappa dei percorsi',
      'Assistenza telefonica',
      'Assicurazione',
      'Punto di ricarica',
    ]) {
      await expect(includes.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(main).toContainText('Riconsegna entro le 18:00');
    await expect(main).toContainText('preventivo su misura');
    await expect(main.getByRole('link', { name: 'Richiedi un preventivo' })).toHaveAttribute(
      'href',
      '/contatti',
    );

    await switchToEnglish(page);
    await expect(main.getByRole('heading', { level: 1, name: 'E-Bike Rental' })).toBeVisible();
    const jarifa = main.getByRole('table', { name: 'Focus Jarifa rental prices' });
    await expect(jarifa.getByRole('row', { name: /Daily/ }).getByRole('cell')).toHaveText('€50');
    await expect(jarifa.getByRole('row', { name: /Half day/ }).getByRole('cell')).toHaveText('€35');
    await expect(
      jarifa.getByRole('row', { name: /2 days \(Mon–Fri\)/ }).getByRole('cell'),
    ).toHaveText('€90');
    await expect(main.getByText('Charging point', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/contatti',
    );
  });
});

test.describe('contact page', () => {
  test('shows details, hours, the form slot and the address when the map is unreachable', async ({
    page,
    baseURL,
  }) => {
    await blockThirdParties(page, baseURL!);
    await page.goto('/contatti');
    // Hydration resets the scroll (the router's start at the top): let it happen first.
    await expect(page.getByTestId('chat-button')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
    const details = main.getByRole('region', { name: 'Recapiti' });
    await expect(details.getByRole('link', { name: '+39 045 683 1234' })).toHaveAttribute(
      'href',
      'tel:+390456831234',
    );
    await expect(
      details.getByRole('link', { name: 'info@valpolicellaebiketours.it' }),
    ).toHaveAttribute('href', 'mailto:info@valpolicellaebiketours.it');
    await expect(details.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      /facebook\.com/,
    );
    await expect(details.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      /instagram\.com/,
    );
    await expect(details.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );

    const hours = main.getByRole('region', { name: 'Orari di apertura' });
    await expect(hours.getByRole('definition')).toHaveText([
      '9:00 – 18:00',
      '9:00 – 18:30',
      'Chiuso',
    ]);
    await expect(hours.getByRole('term')).toHaveText([
      'Martedì – Giovedì',
      'Venerdì – Domenica',
      'Lunedì',
    ]);

    await expect(main.locator('#contact-form')).toBeVisible();

    const map = main.getByRole('region', { name: 'Dove siamo' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByTestId('map-fallback')).toContainText(
      'Via Ingelheim 7, 37029 San Pietro in Cariano (VR)',
    );
    await expect(map.getByText('La mappa non è disponibile in questo momento.')).toBeVisible();
    await expect(map.locator('iframe')).toHaveCount(0);
    await expect(map.getByRole('link', { name: /Apri in Mappe/ })).toHaveAttribute(
      'href',
      /San%20Pietro%20in%20Cariano/,
    );

    await switchToEnglish(page);
    const hoursEn = main.getByRole('region', { name: 'Opening hours' });
    await expect(hoursEn.getByRole('term')).toHaveText([
      'Tuesday – Thursday',
      'Friday – Sunday',
      'Monday',
    ]);
    await expect(hoursEn.getByRole('definition')).toHaveText([
      '9:00 – 18:00',
      '9:00 – 18:30',
      'Closed',
    ]);
    await expect(main.getByRole('link', { name: /Open in Maps/ })).toBeVisible();
  });

  test('embeds the map when the map service answers', async ({ browser }) => {
    // The map's probe must meet this route, not the service worker (which Playwright's routes do
    // not see, and which could take control of the page before the probe): none in this context.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
    );
    await page.goto('/contatti');
    // Hydration resets the scroll (the router's start at the top): let it happen first.
    await expect(page.getByTestId('chat-button')).toBeVisible();
    const map = page.getByRole('region', { name: 'Dove siamo' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('iframe')).toHaveAttribute('title', /Mappa: Via Ingelheim 7/);
    await expect(map.locator('iframe')).toHaveAttribute('loading', 'lazy');
    await context.close();
  });
});

test.describe('forms page', () => {
  test('shows the lead line, the association box, the membership card and the help block', async ({
    page,
  }) => {
    await page.goto('/modulistica');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Modulistica' })).toBeVisible();
    await expect(main).toContainText(
      "Per partecipare alle attività è necessaria l'iscrizione all'associazione.",
    );
    const info = main.getByRole('region', { name: "L'associazione" });
    await expect(info).toContainText('liberatoria di responsabilità (manleva)');
    await expect(info).toContainText('delibera del Consiglio Direttivo');
    const card = main.getByRole('region', { name: 'Domanda di ammissione a socio' });
    await expect(card.getByText('Compila online')).toBeVisible();
    await expect(card).toContainText('riceverai una conferma via e-mail');
    await expect(card.locator('#membership-form')).toBeVisible();
    const help = main.getByRole('region', { name: 'Hai bisogno di aiuto?' });
    await expect(help.getByRole('link', { name: '+39 045 683 1234' })).toHaveAttribute(
      'href',
      'tel:+390456831234',
    );
    await expect(help.getByRole('link', { name: 'info@valpolicellaebiketours.it' })).toBeVisible();

    await switchToEnglish(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
    await expect(main).toContainText(
      'Membership of the association is required to take part in the activities.',
    );
    await expect(
      main.getByRole('region', { name: 'Membership application' }).getByText('Fill in online'),
    ).toBeVisible();
    await expect(main.getByRole('region', { name: 'Need help?' })).toBeVisible();
  });
});

test.describe('terms page', () => {
  test('shows the full terms with the association header in both languages', async ({ page }) => {
    await page.goto('/termini-e-condizioni');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Termini e Condizioni di Servizio' }),
    ).toBeVisible();
    const header = main.locator('address');
    await expect(header).toContainText('A.S.D. Valpolicella E-Bike Tours');
    await expect(header).toContainText('Via Ingelheim 7');
    await expect(header).toContainText('IT04851230238');
    await expect(header).toContainText('info@valpolicellaebiketours.it');
    await expect(main).toContainText('Versione del 08/09/2025');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(15);
    await expectEachText(main, [
      'più di 72 ore prima: rimborso totale',
      'tra 72 e 24 ore prima: rimborso del 50%',
      'mancata presentazione: nessun rimborso',
      'entro le 18:00',
      'entro 30 giorni',
      'Foro di Verona',
      'Il casco è obbligatorio',
      'in originale al punto di ritrovo',
      'genitore',
      'maltempo',
    ]);

    await switchToEnglish(page);
    await expect(
      main.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    await expect(main).toContainText('Version of 8 September 2025');
    await expectEachText(main, [
      'more than 72 hours before: full refund',
      'between 72 and 24 hours before: 50% refund',
      'by 18:00',
      'within 30 days',
      'Court of Verona',
      'A helmet is mandatory',
      'Italian law',
    ]);
  });
});

test.describe('footer', () => {
  test('has social links, contacts, tax ids, copyright, credit and the terms link', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      /facebook\.com/,
    );
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      /instagram\.com/,
    );
    await expect(footer.getByRole('link', { name: '+39 045 683 1234' })).toHaveAttribute(
      'href',
      'tel:+390456831234',
    );
    await expect(footer).toContainText('93284560231');
    await expect(footer).toContainText('IT04851230238');
    await expect(footer).toContainText('San Pietro in Cariano');
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} A.S.D. Valpolicella E-Bike Tours`,
    );
    await expect(footer.getByRole('link', { name: /Studio Pergola Web/ })).toBeVisible();
    await footer.getByRole('link', { name: 'Termini e Condizioni' }).click();
    await expect(page).toHaveURL(/\/termini-e-condizioni$/);
    // The demo's details are invented, and said to be; its policy links lead to example pages.
    await expect(footer).toContainText('Dati di esempio');
    await expect(footer.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute(
      'href',
      '/esempi/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: /^Cookie Policy/ })).toHaveAttribute(
      'href',
      '/esempi/cookie-policy',
    );

    await switchToEnglish(page);
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(footer).toContainText('VAT number');
    await expect(footer).toContainText('Example data');
  });
});

test.describe('a prerendered page', () => {
  test('stays where the visitor scrolled it before it hydrated; a change of path starts at the top', async ({
    page,
  }) => {
    // The app's start-up script is held until the painted page has been scrolled.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/start-app-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/tour/pojega');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);

    release();
    // The layout's extras mount once the page has hydrated.
    await expect(page.getByTestId('chat-button')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);

    // A change of path still starts at the top of the page (spec).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termini e Condizioni' }).click();
    await expect(page).toHaveURL(/\/termini-e-condizioni$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

// Each content route's own head tags are checked on the Italian route walk (a11y-routes.spec.ts).
test.describe('every content route', () => {
  test('works with every third party blocked and fits a 360 px screen', async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await blockThirdParties(page, baseURL!);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of CONTENT_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    expect(errors).toEqual([]);
  });
});
