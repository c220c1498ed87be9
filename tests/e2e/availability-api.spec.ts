import { expect, test } from '@playwright/test';
import { upcomingDates } from '@/domain/schedule';
import { demoSchedules } from '../../scripts/stack/seed';
import { testDb } from '../support/firestore';

// The wiring of the foundation: browser origin → Hosting rewrite → functions emulator → Firestore.
test('the availability callable answers through Hosting with seats read from Firestore', async ({
  request,
}) => {
  // The demo's first chestnut date, counted from today as the stack seeds it.
  const date = upcomingDates(demoSchedules(new Date()).castagne, new Date())[0]!;
  const counter = testDb().doc(`capacity/castagne_${date}`);
  await counter.set({ tourId: 'castagne', date, seatsHeld: 16 });
  try {
    const response = await request.post('/api/availability', {
      data: { data: { tourId: 'castagne' } },
    });
    expect(response.ok()).toBe(true);
    const { result } = (await response.json()) as {
      result: {
        schedule: { capacity: number };
        dates: string[];
        remainingByDate: Record<string, number>;
      };
    };
    expect(result.schedule.capacity).toBe(20);
    expect(result.dates).toContain(date);
    expect(result.remainingByDate[date]).toBe(4);
  } finally {
    // Other specs count this date's free seats from the demo's empty counters.
    await counter.delete();
  }
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
