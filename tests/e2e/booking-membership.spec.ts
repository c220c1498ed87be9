import { expect, test, type Page } from '@playwright/test';
import { switchToEnglish } from './content-support';
import {
  bookableSaturday,
  dayLabel,
  showMonthOf,
  MEMBER,
  openCard,
  openCardOnDate,
  verifyMembership,
  clearRateLimits,
} from './booking-support';

// The membership box of the booking card: what a name not found is told, and how few questions
// the register gets once a member is verified (a hotel's shared address has one rate limit).

test.beforeEach(clearRateLimits);

/** Counts the verifyMember calls the page makes. */
function countVerifications(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/verifyMember')) calls.push(request.postData() ?? '');
  });
  return calls;
}

const weekAfter = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 7)).toISOString().slice(0, 10);
};

test('a name not found is told, in English, to check the name, join or contact us', async ({
  page,
}) => {
  await openCard(page);
  await switchToEnglish(page);
  const card = page.getByRole('form', { name: 'Booking form' });
  await card.getByRole('checkbox', { name: 'I am a member of the association' }).check();
  await card.getByRole('textbox', { name: "Member's full name" }).fill('Mario Nessuno');
  await card.getByRole('button', { name: 'Verify' }).click();

  await expect(card.getByText(/^No member is registered under this name/)).toBeVisible();
  await expect(card.getByText(/verify internally/)).toHaveCount(0);
  await expect(card.getByRole('link', { name: /join on the Forms page/ })).toHaveAttribute(
    'href',
    '/modulistica',
  );
  await expect(card.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contatti');
  await expect(card.getByRole('button', { name: 'Book and pay' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('a verified member is asked about only once for the dates it decides, across a reload and pages', async ({
  page,
}) => {
  const calls = countVerifications(page);
  const first = bookableSaturday();
  const later = weekAfter(first);
  const card = await openCardOnDate(page, later);
  await verifyMembership(page, MEMBER);
  await expect(card.getByText(/Iscrizione verificata/)).toBeVisible();
  expect(calls).toHaveLength(1);

  // An earlier date than one already covered: decided on the page.
  await page.getByRole('button', { name: /Data del tour/ }).click();
  await showMonthOf(page, first);
  await page.getByRole('button', { name: dayLabel(first) }).click();
  await expect(card.getByText(/Iscrizione verificata/)).toBeVisible();

  await page.reload();
  const again = page.getByRole('form', { name: 'Modulo di prenotazione' });
  await expect(again.getByRole('textbox', { name: 'Nome e cognome del socio' })).toHaveValue(
    MEMBER,
  );
  await expect(again.getByText(/Iscrizione verificata/)).toBeVisible();

  await page.goto('/tour/pojega');
  const other = page.getByRole('form', { name: 'Modulo di prenotazione' });
  await expect(other.getByRole('checkbox', { name: "Sono socio dell'associazione" })).toBeChecked();
  await expect(other.getByText(/Iscrizione verificata/)).toBeVisible();
  expect(calls).toHaveLength(1);
});
