import { expect, test } from '@playwright/test';
import { testDb } from '../support/firestore';

// The wiring of the foundation: browser origin → Hosting rewrite → functions emulator → Firestore.
test('the availability callable answers through Hosting with seats read from Firestore', async ({
  request,
}) => {
  await testDb().doc('capacity/castagne_2099-10-12').set({
    tourId: 'castagne',
    date: '2099-10-12',
    seatsHeld: 16,
  });

  const response = await request.post('/api/availability', {
    data: { data: { tourId: 'castagne' } },
  });
  expect(response.ok()).toBe(true);
  const { result } = (await response.json()) as {
    result: { seatsPerDate: number; remainingByDate: Record<string, number> };
  };
  expect(result.seatsPerDate).toBe(20);
  // Other tests may hold seats on other dates; this far-off date is this test's own.
  expect(result.remainingByDate['2099-10-12']).toBe(4);
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
