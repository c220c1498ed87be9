import { expect, test, type Page } from '@playwright/test';
import { bookingCode } from '@/domain/api/my-bookings';
import { DEMO_STAFF } from '../../scripts/stack/staff-claim';
import { testDb } from '../support/firestore';
import { signInThroughPage } from './accounts-support';
import { callApiResult, paidRefundableBooking } from './api-support';
import { clearOpenHolds, clearRateLimits } from './booking-support';
import { caughtMails } from './mail-support';

// "Da controllare" on the local stack: a customer cancels a paid booking while Stripe (the
// stand-in) refuses the refund; the demo manager finds it first thing in /staff, retries it from
// there, Stripe makes it, and the row and one of the count in the navigation go away.

const STRIPE = 'http://127.0.0.1:12111';
const EMAIL = `attention.e2e.${Date.now()}@example.com`;

test.beforeEach(async () => {
  await clearRateLimits();
  await clearOpenHolds();
});

/** The manage link's token, from the confirmation mail as the catcher received it. */
async function manageTokenFromMail(): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const mails = await caughtMails();
      const confirmation = mails.find(
        (mail) =>
          mail.to.some((to) => to.address === EMAIL) &&
          mail.subject.startsWith('Prenotazione confermata'),
      );
      token = /\/gestisci-prenotazione\?token=([\w.-]+)/.exec(confirmation?.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

/** The number in the navigation's "Da controllare" link. */
async function attentionCount(page: Page): Promise<number> {
  const badge = page
    .getByRole('navigation', { name: "Sezioni dell'area staff" })
    .getByRole('link', { name: /Da controllare/ })
    .locator('span[aria-hidden="true"]');
  return Number(await badge.textContent());
}

test('the demo manager retries a failed refund from "Da controllare" and it goes through', async ({
  page,
  request,
}) => {
  const bookingId = await paidRefundableBooking(request, EMAIL);
  const token = await manageTokenFromMail();

  // Stripe refuses the next refund: the cancellation stands, its refund fails.
  expect((await fetch(`${STRIPE}/__stand-in/refunds/fail-next`, { method: 'POST' })).status).toBe(
    200,
  );
  const cancelled = await callApiResult(request, 'cancelBooking', { token });
  expect(cancelled).toMatchObject({ status: 'cancelled', refund: { state: 'failed' } });

  await signInThroughPage(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/staff');
  const reference = bookingCode(bookingId);
  const row = page.getByRole('article', { name: new RegExp(reference) });
  await expect(row).toContainText("Stripe non è riuscito a fare il rimborso dell'annullamento.");
  await expect(row.getByRole('link', { name: `Apri la prenotazione ${reference}` })).toBeVisible();
  await expect.poll(() => attentionCount(page)).toBeGreaterThan(0);
  const before = await attentionCount(page);

  await row.getByRole('button', { name: /Riprova il rimborso/ }).click();
  await expect(page.getByText('Rimborso eseguito.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(() => attentionCount(page)).toBe(before - 1);

  // Stripe made it once, in full; the booking keeps who asked for it in the activity log.
  const booking = (await testDb().doc(`bookings/${bookingId}`).get()).data() as {
    paymentIntentId: string;
    refund: { status: string; amountCents: number };
  };
  expect(booking.refund).toMatchObject({ status: 'succeeded', amountCents: 16_000 });
  const refunds = await fetch(`${STRIPE}/v1/refunds?payment_intent=${booking.paymentIntentId}`, {
    headers: { Authorization: 'Bearer sk_test_local_stand_in' },
  });
  const listed = (await refunds.json()) as { data: { amount: number; status: string }[] };
  expect(listed.data).toEqual([expect.objectContaining({ amount: 16_000, status: 'succeeded' })]);
});

test('a forged Stripe webhook reaches "Problemi di sistema", and a manager marks it resolved', async ({
  page,
  request,
}) => {
  const forged = await request.post('/api/stripe-webhook', {
    data: JSON.stringify({ id: 'evt_forged_attention', type: 'checkout.session.completed' }),
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=forged' },
  });
  expect(forged.status()).toBe(400);

  await signInThroughPage(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/staff');
  const section = page.getByRole('region', { name: 'Problemi di sistema' });
  // One row an hour: other specs forge webhooks too, so a run that crosses the hour lists two.
  const rows = section.getByRole('article', { name: /firma non era valida/ });
  await expect(rows.first()).toContainText('Cosa fare: Controlla che il segreto del webhook');
  await expect(rows.first()).toContainText('Dettagli: Stripe-Signature did not match');
  await expect.poll(() => attentionCount(page)).toBeGreaterThan(0);
  const before = await attentionCount(page);
  const open = await rows.count();

  for (let left = open - 1; left >= 0; left -= 1) {
    await rows
      .first()
      .getByRole('button', { name: /Risolto/ })
      .click();
    await expect(page.getByText('Segnato come risolto.').last()).toBeVisible();
    await expect(rows).toHaveCount(left);
  }
  await expect.poll(() => attentionCount(page)).toBe(before - open);
});
