import { expect, test, type APIResponse, type Response } from '@playwright/test';
import { SAMPLE_TOUR } from '@/content/tour-pages/sample-tour';
import { waitForServiceWorker } from './pwa-helpers';

/**
 * The first HTML each address is served, read from the response body (not from the page React
 * renders later): every route's own title and loading state, never the home page, and a real
 * 404 for an unknown address, from Hosting and, offline, from the service worker.
 */

const HOME_HEADING = 'Tour in e-bike tra i vigneti della Valpolicella';
const NOT_FOUND = 'Oops! Pagina non trovata';

function titleOf(body: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(body)?.[1];
}

async function expectOwnFirstHtml(response: APIResponse | Response | null, title: string) {
  expect(response, 'a response').not.toBeNull();
  const body = await response!.text();
  expect(titleOf(body)).toBe(`${title} · Valpolicella E-Bike Tours`);
  expect(body, 'no home page content').not.toContain(HOME_HEADING);
  expect(body, 'not the home page rendered for another path').not.toContain('data-prerendered="/"');
  return body;
}

test('each SPA-only route is served its own title and loading state, never the home page', async ({
  request,
}) => {
  const success = await request.get('/booking-success');
  expect(success.status()).toBe(200);
  const successBody = await expectOwnFirstHtml(success, 'Verifica del pagamento');
  // The verifying state, from the first paint: the member back from paying sees it at once.
  expect(successBody).toContain('Stiamo verificando il pagamento...');

  await expectOwnFirstHtml(await request.get('/auth'), 'Accedi al tuo Account');
  const staff = await expectOwnFirstHtml(await request.get('/staff'), 'Area staff');
  expect(staff).toContain('role="status"');
  const sample = await expectOwnFirstHtml(
    await request.get('/tour/giro-di-prova'),
    SAMPLE_TOUR.title.it,
  );
  expect(sample).toContain(SAMPLE_TOUR.duration.it);
});

test('the content pages carry their structured data in the first HTML', async ({ request }) => {
  const jsonLd = async (path: string) => {
    const body = await (await request.get(path)).text();
    const head = body.slice(0, body.indexOf('</head>'));
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1];
    expect(block, `${path} has structured data in its head`).toBeDefined();
    const data = JSON.parse(block!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  };
  expect((await jsonLd('/'))[0]!['@type']).toBe('SportsActivityLocation');
  expect((await jsonLd('/tour/pojega'))[0]!['@type']).toEqual(['Product', 'TouristTrip']);
  for (const event of await jsonLd('/tour-delle-castagne')) {
    expect(event['@type']).toBe('Event');
    expect(event).toHaveProperty('startDate');
    expect(event).toHaveProperty('location.address.streetAddress');
  }
});

test('an unknown address answers 404 with the not-found page, which logs the path', async ({
  request,
  page,
}) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  const body = await expectOwnFirstHtml(response, NOT_FOUND);
  expect(body).toContain(`>${NOT_FOUND}</h1>`);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const visit = await page.goto('/no-such-page');
  expect(visit?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect
    .poll(() => errors.some((text) => text.includes('/no-such-page')), { timeout: 30_000 })
    .toBe(true);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker serves each route its own shell and an unknown path the 404 page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await waitForServiceWorker(page);
    await page.context().setOffline(true);

    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expectOwnFirstHtml(unknown, NOT_FOUND);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();

    // An address with a query is answered with its route's shell, not a fallback page.
    const success = await page.goto('/booking-success?session_id=cs_test&booking_id=b1');
    await expectOwnFirstHtml(success, 'Verifica del pagamento');

    const sample = await page.goto('/tour/giro-di-prova');
    await expectOwnFirstHtml(sample, SAMPLE_TOUR.title.it);
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE_TOUR.title.it })).toBeVisible();
  });
});
