import { expect, test, type Page } from '@playwright/test';
import { todayInRome } from '@/domain/calendar';
import { memberBookingRequest } from '../../scripts/stack/member-booking-request';
import { demoSchedules } from '../../scripts/stack/seed';
import { testDb } from '../support/firestore';
import { callApi } from './api-support';
import {
  acceptAndPay,
  clearOpenHolds,
  clearRateLimits,
  dayLabel,
  showMonthOf,
  MEMBER,
  verifyMembership,
} from './booking-support';
import { mailsTo } from './mail-support';

// A full date of the chestnut event keeps collecting demand: a visitor joins its waiting list, a
// booking is cancelled, the offer mail's link opens the card with the freed seats held for the
// visitor, and the checkout books them. The whole local stack: Hosting, functions, Firestore, the
// Stripe stand-in and the mail catcher.
const RUN = Date.now();
const BOOKER = `waitlist.booker.${RUN}@example.com`;
const VISITOR = `waitlist.visitor.${RUN}@example.com`;
const schedule = testDb().doc('schedules/castagne');

/** The event's first date still to come (the demo gives it two, two weeks ahead). */
function eventDate(): string {
  const today = todayInRome(new Date());
  const date = demoSchedules(new Date()).castagne.dates.find((day) => day > today);
  if (!date) throw new Error('the demo chestnut event has no date to come');
  return date;
}

/** The first link in a mail to `address` that `pattern` finds, once the mail has arrived. */
async function linkInMail(address: string, pattern: RegExp): Promise<URL> {
  let link = '';
  await expect
    .poll(
      async () => {
        const texts = (await mailsTo(address)).map((mail) => mail.text);
        link = texts.map((text) => pattern.exec(text)?.[0]).find(Boolean) ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return new URL(link);
}

async function openEventCard(page: Page, path: string) {
  await page.goto(path);
  const booking = page.getByRole('complementary', { name: 'Prenotazione' });
  await booking.scrollIntoViewIfNeeded();
  return booking;
}

test.beforeEach(async () => {
  await clearRateLimits();
  await clearOpenHolds();
  // Earlier runs' entries for the date would be first in line.
  const earlier = await testDb().collection('waitlist').where('tourId', '==', 'castagne').get();
  await Promise.all(earlier.docs.map((doc) => doc.ref.delete()));
});

test.afterEach(async () => {
  await schedule.set(demoSchedules(new Date()).castagne);
});

test('a visitor waits for a full event, and the seat a cancellation frees is offered and booked', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const date = eventDate();
  // The date's seats: those already held by earlier specs, plus the two the booker takes.
  const counter = await testDb().doc(`capacity/castagne_${date}`).get();
  const held = (counter.get('seatsHeld') as number | undefined) ?? 0;
  await schedule.update({ [`capacityByDate.${date}`]: held + 2 });

  const checkout = await callApi(
    request,
    'createCheckoutSession',
    memberBookingRequest({
      tourId: 'castagne',
      memberName: MEMBER,
      participantNames: [MEMBER, 'Marco Rossi'],
      customerEmail: BOOKER,
      selectedDate: date,
      locale: 'it',
    }),
  );
  expect(checkout.status).toBe(200);
  const { url } = checkout.body['result'] as { url: string };
  expect((await request.post(`${url}/pay`, { maxRedirects: 0 })).status()).toBe(303);

  // The date is full: picked anyway, the card offers the waiting list instead of the checkout.
  await page.setViewportSize({ width: 390, height: 844 });
  const booking = await openEventCard(page, '/tour-delle-castagne');
  const dateButton = booking.getByRole('button', { name: /Data del tour/ });
  await expect(async () => {
    if ((await dateButton.getAttribute('aria-expanded', { timeout: 2000 })) !== 'true') {
      await dateButton.click({ timeout: 2000 });
    }
    await expect(booking.getByRole('grid')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // "al completo" comes with the live schedule, which may still be on its way: clicking waits.
  await showMonthOf(booking, date);
  await booking
    .getByRole('button', { name: new RegExp(`${dayLabel(date).source}, al completo`) })
    .click();
  const waitlist = booking.getByRole('form', { name: "Lista d'attesa" });
  await expect(
    booking.getByRole('heading', { name: 'Avvisami se si libera un posto' }),
  ).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Prenota e paga' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('phone-waitlist-form.png'), fullPage: false });
  await waitlist.getByRole('textbox', { name: /Nome e cognome/ }).fill(MEMBER);
  await waitlist.getByRole('textbox', { name: /Email/ }).fill(VISITOR);
  await waitlist.getByRole('combobox', { name: /Numero di partecipanti/ }).selectOption('2');
  await expect(waitlist.getByRole('combobox', { name: /Lingua delle e-mail/ })).toHaveValue('it');
  await waitlist.getByRole('button', { name: "Mettimi in lista d'attesa" }).click();
  const joined = booking.getByText(/Quasi fatto: conferma dalla mail/);
  await expect(joined).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('phone-waitlist-joined.png') });
  // Nothing is wider than the phone, the visitor's long address included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The first mail's link asks for one tap (a mail scanner following it confirms nothing).
  const confirm = await linkInMail(
    VISITOR,
    /https?:\/\/\S+\/lista-attesa\?token=[\w.-]+&conferma=1/,
  );
  const confirmPage = await page.context().newPage();
  await confirmPage.goto(confirm.pathname + confirm.search);
  await confirmPage.getByRole('button', { name: "Conferma la lista d'attesa" }).click();
  await expect(confirmPage.getByText(/Sei in lista d'attesa .*: sei il n\. 1\./)).toBeFocused();
  await confirmPage.screenshot({ path: testInfo.outputPath('phone-waitlist-confirmed.png') });
  await confirmPage.close();

  // The booker cancels from the confirmation mail's link: the two seats free up.
  const manage = await linkInMail(BOOKER, /https?:\/\/\S+\/gestisci-prenotazione\?token=[\w.-]+/);
  const cancelled = await callApi(request, 'cancelBooking', {
    token: manage.searchParams.get('token'),
  });
  expect(cancelled.status).toBe(200);

  // The offer mail's link: the event's page with the seats held for the visitor.
  const offer = await linkInMail(VISITOR, /https?:\/\/\S+\/tour-delle-castagne\?offerta=[\w.-]+/);
  const offered = await openEventCard(page, `${offer.pathname}${offer.search}`);
  await expect(offered.getByText(/^2 posti riservati per te fino a /)).toBeVisible({
    timeout: 20_000,
  });
  // The token left the address bar before the app started (no script reports it, no Referer
  // carries it); a reload of the page still holds the seats.
  expect(new URL(page.url()).search).toBe('');
  await page.reload();
  await offered.scrollIntoViewIfNeeded();
  await expect(offered.getByText(/^2 posti riservati per te fino a /)).toBeVisible({
    timeout: 20_000,
  });
  const card = offered.getByRole('form', { name: 'Modulo di prenotazione' });
  await expect(card.getByRole('button', { name: /Data del tour/ })).toContainText(dayLabel(date));
  await expect(card.getByRole('textbox', { name: /^Email/ })).toHaveValue(VISITOR);
  await expect(card.getByRole('combobox', { name: 'Numero di partecipanti' })).toHaveValue('2');
  await page.screenshot({ path: testInfo.outputPath('phone-offer-card.png') });
  await card.getByRole('textbox', { name: /Partecipante 1/ }).fill(MEMBER);
  await card.getByRole('textbox', { name: /Partecipante 2/ }).fill('Luca Verdi');
  await verifyMembership(page, MEMBER);
  await expect(card.getByText(/Iscrizione verificata/)).toBeVisible();
  await acceptAndPay(page, card);

  // The held seats became the visitor's booking: the entry is booked, the date full again.
  const bookings = await testDb()
    .collection('bookings')
    .where('customerEmail', '==', VISITOR)
    .get();
  expect(bookings.docs.map((doc) => doc.data())).toEqual([
    expect.objectContaining({
      status: 'paid',
      selectedDate: date,
      participants: 2,
      waitlistEntryId: expect.any(String),
    }),
  ]);
  const entryId = bookings.docs[0]!.get('waitlistEntryId') as string;
  expect((await testDb().doc(`waitlist/${entryId}`).get()).get('status')).toBe('booked');
  expect((await testDb().doc(`capacity/castagne_${date}`).get()).get('seatsHeld')).toBe(held + 2);

  // The mails' "Esci dalla lista", opened on another device once the visitor has booked: the
  // token leaves the address bar, no Referer carries it, and nothing changes.
  const leave = await linkInMail(VISITOR, /https?:\/\/\S+\/lista-attesa\?token=[\w.-]+/);
  const other = await browser.newPage();
  const response = await other.goto(`${leave.pathname}${leave.search}`);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(other.getByRole('heading', { name: "Esci dalla lista d'attesa" })).toBeVisible();
  await expect.poll(() => new URL(other.url()).search).toBe('');
  await other.getByRole('button', { name: 'Esci dalla lista' }).click();
  await expect(other.getByText(/Non eri più in lista d'attesa/)).toBeVisible();
  expect((await testDb().doc(`waitlist/${entryId}`).get()).get('status')).toBe('booked');
  await other.close();
});
