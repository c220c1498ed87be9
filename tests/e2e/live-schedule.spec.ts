import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { isoWeekday, todayInRome } from '@/domain/calendar';
import type { TourId } from '@/domain/tours';
import { demoSchedules } from '../../scripts/stack/seed';
import { testDb } from '../support/firestore';
import { dayLabel, fillBooking, openCard, clearRateLimits, showMonthOf } from './booking-support';

// Staff's edits in the Firebase console, made here through the Admin SDK on the stack's Firestore:
// the site follows them after a reload, and the server books against them.

const schedule = (tourId: TourId) => testDb().doc(`schedules/${tourId}`);

/** A Wednesday (no regular departure day) at least three days ahead: the notice is met. */
function comingWednesday(): string {
  const today = todayInRome(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const days = (3 - isoWeekday(today) + 7) % 7;
  const offset = days < 3 ? days + 7 : days;
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

test.beforeEach(clearRateLimits);

test.afterEach(async () => {
  // Put back the demo schedules for the other specs of this run.
  const demo = demoSchedules(new Date());
  await schedule('emotion-in-villa').set(demo['emotion-in-villa']);
  await schedule('walk-wine-pojega').set(demo['walk-wine-pojega']);
});

test('a date added in the console appears in the date picker after a reload and is booked', async ({
  page,
}) => {
  const wednesday = comingWednesday();
  await openCard(page);
  await showMonthOf(page, wednesday);
  await expect(page.getByRole('button', { name: dayLabel(wednesday) })).toBeDisabled();

  await schedule('emotion-in-villa').update({ dates: [wednesday] });
  const card = await fillBooking(page, 'emma.wednesday@example.com', '', wednesday);
  await card.getByRole('button', { name: 'Prenota e paga' }).click();
  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//);

  const booked = await testDb()
    .collection('bookings')
    .where('customerEmail', '==', 'emma.wednesday@example.com')
    .get();
  expect(booked.docs.map((doc) => doc.get('selectedDate') as string)).toEqual([wednesday]);
});

test('an event whose dates are all past shows as concluded, with no booking', async ({ page }) => {
  await schedule('walk-wine-pojega').update({ dates: ['2025-10-11'] });

  await page.goto('/eventi');
  const cards = page.getByRole('main').getByTestId('event-card');
  const pojega = cards.filter({ hasText: 'Walk Wine Pojega' });
  await expect(pojega.getByText('Concluso', { exact: true })).toBeVisible();
  await expect(pojega.getByRole('link', { name: /Prenota ora/ })).toHaveCount(0);
  // Events still to come are listed first.
  await expect(cards.first()).not.toContainText('Concluso');

  await page.goto('/eventi/walk-wine-pojega');
  const booking = page.getByRole('complementary', { name: 'Prenotazione' });
  await expect(booking.getByText('Questo evento è concluso.')).toBeVisible();
  await expect(booking.getByRole('link', { name: 'scopri i tour' })).toHaveAttribute(
    'href',
    '/tour',
  );
  await expect(booking.getByRole('button', { name: 'Prenota e paga' })).toBeHidden();
});

test('an event whose dates are all full says SoldOut in its structured data', async ({ page }) => {
  const today = todayInRome(new Date());
  const dates = demoSchedules(new Date()).castagne.dates.filter((date) => date > today);
  const counters = dates.map((date) => testDb().doc(`capacity/castagne_${date}`));
  const before = await Promise.all(counters.map((counter) => counter.get()));
  const capacity = demoSchedules(new Date()).castagne.capacity;
  await Promise.all(
    counters.map((counter, index) =>
      counter.set({
        tourId: 'castagne',
        date: dates[index],
        seatsHeld: capacity,
        updatedAt: Timestamp.now(),
      }),
    ),
  );
  try {
    await page.goto('/tour-delle-castagne');
    const availabilities = () =>
      page
        .locator('head script[type="application/ld+json"]')
        .allTextContents()
        .then((texts) =>
          texts
            .flatMap((text) => [JSON.parse(text) as unknown].flat())
            .filter((item): item is { '@type': string; offers?: { availability: string } } =>
              Boolean(item && (item as { '@type'?: string })['@type'] === 'Event'),
            )
            .map((event) => event.offers?.availability ?? 'no offer'),
        );
    // The prerender wrote the published schedule; the live one (all full) rewrites it.
    await expect
      .poll(availabilities, { timeout: 20_000 })
      .toEqual(dates.map(() => 'https://schema.org/SoldOut'));
  } finally {
    await Promise.all(
      counters.map((counter, index) => {
        const earlier = before[index]!;
        return earlier.exists ? counter.set(earlier.data()!) : counter.delete();
      }),
    );
  }
});
