import { describe, expect, it } from 'vitest';
import type { RentalAvailabilityRequest } from '@/domain/api/rental';
import { createRentalCheckout } from '@functions/services/rental/rental-checkout';
import { getRentalAvailability } from '@functions/services/rental/rental-availability';
import { testDb } from '../support/firestore';
import { SATURDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { registerBookingHarness } from '../support/booking-harness';
import { rentalRequest, seedRentalStock } from '../support/rentals';
import { storedRental } from '../support/stored-rentals';
import { reasonOf } from '../support/refusal';

/**
 * The interval arithmetic on the real stock module and emulator, over 2027's clock changes in
 * Europe/Rome (Sunday 28 March, Sunday 31 October), within the stock's year-long horizon of the
 * harness's clock (23 November 2026).
 */
const h = registerBookingHarness();

const HOUR = 3_600_000;

const availability = (request: RentalAvailabilityRequest) =>
  getRentalAvailability(testDb(), request, h().deps.now());

/** A Jarifa's half-day availability on `date` (its month's calendar, that day selected). */
const halfDayOn = (date: string, slot: 'morning' | 'afternoon') =>
  availability({
    modelId: 'focus-jarifa',
    formula: 'half_day',
    slot,
    month: date.slice(0, 7),
    selection: { startDate: date, endDate: date },
  });

const largeBikes = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ size: 'L' as const, riderName: `Rider ${i + 1}` }));

const checkout = (request: ReturnType<typeof rentalRequest>) =>
  createRentalCheckout(h().deps, h().settings, call(request));

describe('rental intervals over the clock changes', () => {
  it('holds a weekend across the October change for 58 hours, and Monday is free after the buffer', async () => {
    await seedRentalStock({ jarifa: { bufferHours: 12 } });
    const { rentalId } = await checkout(
      rentalRequest('2027-10-29', {
        bikes: largeBikes(2),
        selection: { formula: 'three_days', endDate: '2027-10-31', slot: undefined },
      }),
    );
    const weekend = await storedRental(rentalId);
    expect(weekend.endsAt.toMillis() - weekend.startsAt.toMillis()).toBe(58 * HOUR);
    expect(weekend.amountTotalCents).toBe(2 * 13000);

    const sundayAfternoon = await halfDayOn('2027-10-31', 'afternoon');
    expect(sundayAfternoon.selection).toMatchObject({
      problem: null,
      freeBySize: { S: 2, M: 3, L: 0 },
    });
    // Returned Sunday 18:00 CET; twelve hours' charging end Monday 06:00, before the 09:00 pick-up.
    const mondayMorning = await halfDayOn('2027-11-01', 'morning');
    expect(mondayMorning.selection?.freeBySize).toEqual({ S: 2, M: 3, L: 2 });
  });

  it('holds a weekend across the March change for 56 hours and honours a unit out of service on its Sunday', async () => {
    await seedRentalStock({
      jarifa: {
        units: { M: 3 },
        outOfService: [
          { size: 'M', units: 3, from: '2027-03-28', to: '2027-03-28', note: 'tagliando' },
        ],
      },
    });
    const month = await availability({
      modelId: 'focus-jarifa',
      formula: 'full_day',
      month: '2027-03',
    });
    const reason = (date: string) => month.days.find((day) => day.date === date)?.reason;
    expect(reason('2027-03-27')).toBeNull();
    expect(reason('2027-03-28')).toBe('sold_out');
    expect(reason('2027-03-29')).toBeNull();
    await expect(
      checkout(
        rentalRequest('2027-03-28', { selection: { formula: 'full_day', slot: undefined } }),
      ),
    ).rejects.toSatisfy((error) => reasonOf(error) === 'CAPACITY_EXCEEDED');

    await seedRentalStock();
    const { rentalId } = await checkout(
      rentalRequest('2027-03-26', {
        selection: { formula: 'three_days', endDate: '2027-03-28', slot: undefined },
      }),
    );
    const weekend = await storedRental(rentalId);
    expect(weekend.endsAt.toMillis() - weekend.startsAt.toMillis()).toBe(56 * HOUR);
    expect(weekend.startsAt.toDate().toISOString()).toBe('2027-03-26T08:00:00.000Z');
    expect(weekend.endsAt.toDate().toISOString()).toBe('2027-03-28T16:00:00.000Z');
  });

  it('lends one bike for a morning and the same afternoon with an hour to charge, not with two', async () => {
    for (const { bufferHours, afternoon } of [
      { bufferHours: 1, afternoon: 'taken' },
      { bufferHours: 2, afternoon: 'refused' },
    ]) {
      await testDb().recursiveDelete(testDb().collection('rentalDays'));
      await testDb().recursiveDelete(testDb().collection('rentals'));
      await seedRentalStock({ jarifa: { units: { L: 1 }, bufferHours } });
      const one = { bikes: largeBikes(1) };
      await checkout(rentalRequest(SATURDAY, one));
      const second = checkout(
        rentalRequest(SATURDAY, {
          ...one,
          customerEmail: 'marco@example.com',
          gating: { memberNameEntered: 'Marco Rossi' },
          selection: { slot: 'afternoon' },
        }),
      );
      if (afternoon === 'taken') await expect(second).resolves.toHaveProperty('rentalId');
      else
        await expect(second).rejects.toSatisfy((error) => reasonOf(error) === 'CAPACITY_EXCEEDED');
      // The full day can never have the bike the morning took.
      const day = await availability({
        modelId: 'focus-jarifa',
        formula: 'full_day',
        month: SATURDAY.slice(0, 7),
        selection: { startDate: SATURDAY, endDate: SATURDAY },
      });
      expect(day.selection).toMatchObject({ problem: 'sold_out', freeBySize: { L: 0 } });
    }
  });
});
