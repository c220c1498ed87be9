import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, format, nextWednesday } from 'date-fns';
import { FieldValue } from 'firebase-admin/firestore';
import { todayInRome } from '@/domain/calendar';
import { TERMS_VERSION } from '@/domain/terms';
import { testDb } from '../support/firestore';
import { dayLabel } from './booking-dates';

// Staff run the season in the Firebase console; here the Admin SDK plays the console.

async function checkout(request: APIRequestContext, tourId: string, selectedDate: string) {
  const response = await request.post('/api/createCheckoutSession', {
    data: {
      data: {
        tourId,
        customerName: 'Emma Schneider',
        customerEmail: 'emma.schedule@example.com',
        participants: 1,
        selectedDate,
        participantNames: ['Emma Schneider'],
        locale: 'it',
        gating: {
          isMember: true,
          memberNameEntered: 'Emma Schneider',
          memberId: null,
          memberMatch: 'found',
          termsAccepted: true,
          termsVersion: TERMS_VERSION,
          termsAcceptedAt: new Date().toISOString(),
          medicalCertDeclared: true,
        },
      },
    },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

test('a date added in the console appears in the date picker after a reload and can be booked', async ({
  page,
  request,
}) => {
  // A Wednesday (no weekend day) a week or two ahead: bookable only once staff list it.
  const wednesday = format(
    nextWednesday(addDays(new Date(`${todayInRome(new Date())}T12:00:00Z`), 6)),
    'yyyy-MM-dd',
  );
  const schedule = testDb().doc('schedules/emotion-in-villa');
  try {
    await page.goto('/tour/emotion-in-villa');
    await schedule.update({ dates: FieldValue.arrayUnion(wednesday) });
    await page.reload();
    const card = page.getByRole('form', { name: 'Modulo di prenotazione' });
    await expect(async () => {
      const toggle = card.getByRole('button', { name: /Data del tour/ });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(card.getByRole('grid')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const day = card.getByRole('button', { name: dayLabel(wednesday) });
    if (!(await day.isVisible()))
      await card.getByRole('button', { name: 'Vai al mese successivo' }).click();
    await expect(day).toBeEnabled();
    await day.click();
    await expect(card.getByRole('button', { name: /Data del tour/ })).toHaveAccessibleName(
      dayLabel(wednesday),
    );

    const booked = await checkout(request, 'emotion-in-villa', wednesday);
    expect(booked.status).toBe(200);
    expect(booked.body['result']).toHaveProperty('url');
  } finally {
    await schedule.update({ dates: FieldValue.arrayRemove(wednesday) });
  }
});

test('an event whose dates are all past shows as concluded and cannot be booked', async ({
  page,
}) => {
  const schedule = testDb().doc('schedules/walk-wine-pojega');
  const demoDates = (await schedule.get()).get('dates') as string[];
  try {
    await schedule.update({ dates: ['2025-10-11'] });
    await page.goto('/eventi');
    const card = page.getByTestId('event-card').filter({ hasText: 'Walk Wine Pojega' });
    await expect(card.getByText('Concluso', { exact: true })).toBeVisible();
    await expect(card.getByRole('link')).toHaveCount(0);
    await expect(card).toContainText('Sabato 11 ottobre 2025');
    // Upcoming events come first: the chestnut tour now leads the list.
    await expect(page.getByTestId('event-card').first()).toContainText('Tour delle Castagne');

    await page.goto('/eventi/walk-wine-pojega');
    const booking = page.getByRole('complementary', { name: 'Prenotazione' });
    await expect(booking.getByText('Questo evento è concluso.')).toBeVisible();
    await expect(booking.getByRole('link', { name: 'scopri i tour' })).toHaveAttribute(
      'href',
      '/tour',
    );
    await expect(page.getByRole('form', { name: 'Modulo di prenotazione' })).toBeHidden();
  } finally {
    await schedule.update({ dates: demoDates });
  }
});
