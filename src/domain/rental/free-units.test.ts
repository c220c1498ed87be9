import { describe, expect, it } from 'vitest';
import { freeUnits, type HeldUnits } from './free-units';
import { rentalInterval, type RentalTimes } from './interval';

function interval(times: RentalTimes) {
  const found = rentalInterval(times);
  if (!found) throw new Error('test interval does not fit its formula');
  return found;
}

function held(rentalId: string, times: RentalTimes, units: Record<string, number>): HeldUnits {
  const { startsAt, endsAt } = interval(times);
  return { rentalId, startsAt: startsAt.getTime(), endsAt: endsAt.getTime(), units };
}

const day = '2026-07-11';
const morning: RentalTimes = { formula: 'half_day', startDate: day, endDate: day, slot: 'morning' };
const afternoon: RentalTimes = {
  formula: 'half_day',
  startDate: day,
  endDate: day,
  slot: 'afternoon',
};
const fullDay: RentalTimes = { formula: 'full_day', startDate: day, endDate: day };

const free = (times: RentalTimes, holds: HeldUnits[], bufferHours = 1, extra = {}) =>
  freeUnits({ stock: { S: 2, M: 3, L: 2 }, holds, bufferHours, ...interval(times), ...extra });

describe('freeUnits', () => {
  it('lends one bike for the morning and again for the afternoon with an hour to charge', () => {
    const holds = [held('a', morning, { M: 3 })];
    expect(free(afternoon, holds)).toEqual({ S: 2, M: 3, L: 2 });
    expect(free(fullDay, holds)).toEqual({ S: 2, M: 0, L: 2 });
  });

  it('keeps the afternoon from a morning bike when the buffer is longer than the lunch hour', () => {
    expect(free(afternoon, [held('a', morning, { M: 1 })], 2).M).toBe(2);
  });

  it('counts the peak, not the sum: a morning and an afternoon bike take one bike from a full day', () => {
    const holds = [held('a', morning, { M: 1 }), held('b', afternoon, { M: 1 })];
    expect(free(fullDay, holds).M).toBe(2);
    expect(free(fullDay, [...holds, held('c', morning, { M: 1 })]).M).toBe(1);
    expect(free(fullDay, [...holds, held('c', afternoon, { M: 1 })]).M).toBe(1);
    expect(
      free(fullDay, [...holds, held('c', morning, { M: 1 }), held('d', afternoon, { M: 1 })]).M,
    ).toBe(1);
    expect(free(fullDay, [...holds, held('c', morning, { M: 2 })]).M).toBe(0);
  });

  it('blocks a weekend for bikes taken on its Sunday across the October clock change', () => {
    const sunday: RentalTimes = {
      formula: 'full_day',
      startDate: '2026-10-25',
      endDate: '2026-10-25',
    };
    const weekend: RentalTimes = {
      formula: 'three_days',
      startDate: '2026-10-23',
      endDate: '2026-10-25',
    };
    const monday: RentalTimes = {
      formula: 'half_day',
      startDate: '2026-10-26',
      endDate: '2026-10-26',
      slot: 'morning',
    };
    expect(free(weekend, [held('a', sunday, { L: 2 })]).L).toBe(0);
    // Returned Sunday 18:00 CET, a 12-hour buffer ends Monday 06:00: free for Monday's 09:00.
    expect(free(monday, [held('a', weekend, { L: 2 })], 12).L).toBe(2);
  });

  it('takes units out of service on their days only', () => {
    const outOfService = [{ pool: 'S', units: 1, from: day, to: day }];
    expect(free(morning, [], 1, { outOfService }).S).toBe(1);
    const nextDay: RentalTimes = {
      formula: 'full_day',
      startDate: '2026-07-12',
      endDate: '2026-07-12',
    };
    expect(free(nextDay, [], 1, { outOfService }).S).toBe(2);
    // A two-day rental that touches the repair day loses the unit.
    const twoDays: RentalTimes = {
      formula: 'full_day',
      startDate: '2026-07-10',
      endDate: '2026-07-11',
    };
    expect(free(twoDays, [], 1, { outOfService }).S).toBe(1);
  });

  it('sees a rental moving as free of its own holds', () => {
    const holds = [held('mine', morning, { M: 3 })];
    expect(free(fullDay, holds, 1, { except: 'mine' }).M).toBe(3);
  });

  it('never answers below zero when the stock was cut under what is held', () => {
    expect(free(morning, [held('a', morning, { L: 2 })], 1, { stock: { L: 1 } })).toEqual({ L: 0 });
  });
});
