import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, romeInstant, todayInRome } from '@/domain/calendar';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { rentalInterval } from '@/domain/rental/interval';
import { bikePriceCents } from '@/domain/rental/price-list';
import { handleStaffAttention } from '@functions/services/attention/staff-attention';
import { rentalsCollection } from '@functions/services/rental/rental-docs';
import { resetFirestore, testDb } from '../support/firestore';
import { paidRental } from '../support/rentals';
import { callAs, signInBeforeAll, testAuth, type SignedIn } from '../support/staff-auth';

// "Da controllare"'s late rentals, on the real Firestore and Auth emulators. The clock is
// injected: the rentals' days are built from today (or from the clock change days of next year),
// and each read states the instant it happens at.
const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide' });

const DAY = addDays(todayInRome(new Date()), 3);

async function lateRentals(now: Date, who: SignedIn = signedIn.manager) {
  const deps = { db: testDb(), auth: testAuth(), now: () => now };
  const { items } = await handleStaffAttention(deps, callAs(who, {}));
  return items.filter(
    (item): item is Extract<AttentionItem, { kind: 'rental_late' }> => item.kind === 'rental_late',
  );
}

/** A paid full-day rental of two Jarifa on `day`, its agreed return 18:00 in Rome. */
async function fullDayRental(id: string, day: string) {
  const interval = rentalInterval({ formula: 'full_day', startDate: day, endDate: day });
  if (!interval) throw new Error('no full-day interval');
  await paidRental(testDb(), {
    id,
    startDate: day,
    formula: 'full_day',
    startsAt: Timestamp.fromDate(interval.startsAt),
    endsAt: Timestamp.fromDate(interval.endsAt),
    bikeUnitPriceCents: bikePriceCents('focus-jarifa', 'full_day', 1),
  });
  await rentalsCollection(testDb()).doc(id).update({ slot: FieldValue.delete() });
}

const returned = (id: string, at: Date) =>
  rentalsCollection(testDb())
    .doc(id)
    .update({
      pickedUpAt: Timestamp.fromDate(romeInstant(DAY, '09:00')),
      returnedAt: Timestamp.fromDate(at),
    });

/** The last Sunday of a month of next year: a clock change day in Rome. */
function lastSunday(month: 3 | 10): string {
  const year = Number(todayInRome(new Date()).slice(0, 4)) + 1;
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

beforeEach(async () => {
  await resetFirestore();
});

describe('late rentals in "Da controllare"', () => {
  it('flags a half day returned late with the next bracket (a full day) for the manager only', async () => {
    await paidRental(testDb(), { id: 'rental-late', startDate: DAY });
    await returned('rental-late', romeInstant(DAY, '13:40'));

    const [item, ...others] = await lateRentals(romeInstant(DAY, '19:00'));
    expect(others).toEqual([]);
    expect(item).toMatchObject({
      id: 'rental:rental-late',
      at: romeInstant(DAY, '13:40').toISOString(),
      rental: {
        rentalId: 'rental-late',
        endDate: DAY,
        bikes: 2,
        endsAt: romeInstant(DAY, '13:00').toISOString(),
        returnedAt: romeInstant(DAY, '13:40').toISOString(),
      },
      // Two bikes: each a full day (50 €) instead of a morning (35 €).
      nextBracket: { formula: 'full_day', days: 1, extraCents: 3000 },
      actions: ['open_rental'],
    });

    const [asGuide] = await lateRentals(romeInstant(DAY, '19:00'), signedIn.guide);
    expect(asGuide?.id).toBe('rental:rental-late');
    expect(asGuide).not.toHaveProperty('nextBracket');
  });

  it('leaves out a return within the grace, and a cancelled rental', async () => {
    await paidRental(testDb(), { id: 'rental-on-time', startDate: DAY });
    await returned('rental-on-time', romeInstant(DAY, '13:10'));
    await paidRental(testDb(), { id: 'rental-cancelled', startDate: DAY, status: 'cancelled' });

    expect(await lateRentals(romeInstant(DAY, '19:00'))).toEqual([]);
  });

  it('flags bikes not returned by 18:00 of the last day, with one more day as the bracket', async () => {
    await fullDayRental('rental-out', DAY);

    expect(await lateRentals(romeInstant(DAY, '18:10'))).toEqual([]);
    const [item] = await lateRentals(romeInstant(DAY, '18:20'));
    expect(item).toMatchObject({
      id: 'rental:rental-out',
      at: romeInstant(DAY, '18:00').toISOString(),
      // Two bikes: each two days (90 €) instead of one (50 €).
      nextBracket: { formula: 'full_day', days: 2, extraCents: 8000 },
    });
    expect(item?.rental).not.toHaveProperty('returnedAt');
  });

  it('keeps a half day still out off the list until 18:00 of its day', async () => {
    await paidRental(testDb(), { id: 'rental-morning-out', startDate: DAY });

    expect(await lateRentals(romeInstant(DAY, '17:00'))).toEqual([]);
    expect((await lateRentals(romeInstant(DAY, '18:20'))).map((item) => item.id)).toEqual([
      'rental:rental-morning-out',
    ]);
  });

  it.each([
    // Back to winter time: 18:00 in Rome is 17:00 UTC that day.
    { month: 10 as const, utcDeadline: '17:00' },
    // Forward to summer time: 18:00 in Rome is 16:00 UTC that day.
    { month: 3 as const, utcDeadline: '16:00' },
  ])(
    'keeps the 18:00 deadline on the clock change day of month $month',
    async ({ month, utcDeadline }) => {
      const day = lastSunday(month);
      await fullDayRental('rental-clock-change', day);
      const deadline = new Date(`${day}T${utcDeadline}:00.000Z`);
      const minutes = (count: number) => new Date(deadline.getTime() + count * 60_000);

      expect(await lateRentals(minutes(-50))).toEqual([]);
      expect(await lateRentals(minutes(10))).toEqual([]);
      expect((await lateRentals(minutes(20))).map((item) => item.id)).toEqual([
        'rental:rental-clock-change',
      ]);
    },
  );

  it('lists a late rental for a fortnight after its agreed return', async () => {
    await paidRental(testDb(), { id: 'rental-old', startDate: DAY });

    expect(
      await lateRentals(new Date(romeInstant(DAY, '18:20').getTime() + 13 * 86_400_000)),
    ).toHaveLength(1);
    expect(
      await lateRentals(new Date(romeInstant(DAY, '13:00').getTime() + 15 * 86_400_000)),
    ).toEqual([]);
  });
});
