import { expect, test } from '@playwright/test';
import { addDays, format, nextSaturday } from 'date-fns';
import type { AvailabilityResponse } from '@/domain/api/availability';
import { testDb } from '../support/firestore';

// The wiring of the foundation: browser origin → Hosting rewrite → functions emulator → Firestore.
test('the availability callable answers through Hosting with the live schedule and seats', async ({
  request,
}) => {
  // A Saturday near the end of the booking horizon: other tests book nearer dates.
  const date = format(nextSaturday(addDays(new Date(), 150)), 'yyyy-MM-dd');
  await testDb().doc(`capacity/emotion-in-villa_${date}`).set({
    tourId: 'emotion-in-villa',
    date,
    seatsHeld: 16,
  });

  const response = await request.post('/api/availability', {
    data: { data: { tourId: 'emotion-in-villa' } },
  });
  expect(response.ok()).toBe(true);
  const { result } = (await response.json()) as { result: AvailabilityResponse };
  expect(result.schedule).toMatchObject({ bookable: true, capacity: 20 });
  expect(result.dates).toContain(date);
  expect(result.remainingByDate[date]).toBe(4);
});

test('the availability callable refuses an unknown tour with a reason', async ({ request }) => {
  const response = await request.post('/api/availability', {
    data: { data: { tourId: 'not-a-tour' } },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as {
    error: { status: string; details: { reason: string } };
  };
  expect(body.error.status).toBe('INVALID_ARGUMENT');
  expect(body.error.details.reason).toBe('INVALID_INPUT');
});
