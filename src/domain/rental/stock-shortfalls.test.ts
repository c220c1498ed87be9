import { describe, expect, it } from 'vitest';
import type { HeldUnits } from './free-units';
import { rentalInterval, type RentalTimes } from './interval';
import { shortfallsAddedBy, stockShortfalls } from './stock-shortfalls';

function held(rentalId: string, times: RentalTimes, units: Record<string, number>): HeldUnits {
  const found = rentalInterval(times);
  if (!found) throw new Error('test interval does not fit its formula');
  return { rentalId, startsAt: found.startsAt.getTime(), endsAt: found.endsAt.getTime(), units };
}

const SATURDAY = '2026-07-11';
const morning = (date: string): RentalTimes => ({
  formula: 'half_day',
  startDate: date,
  endDate: date,
  slot: 'morning',
});
const afternoon = (date: string): RentalTimes => ({ ...morning(date), slot: 'afternoon' });
const rules = { stock: { S: 2, M: 3, L: 2 }, bufferHours: 1 };

describe('stockShortfalls', () => {
  it('finds none while the stock covers the busiest instant of each day', () => {
    const holds = [
      held('a', morning(SATURDAY), { M: 3 }),
      held('b', afternoon(SATURDAY), { M: 3 }),
    ];
    expect(stockShortfalls(rules, holds, SATURDAY)).toEqual([]);
  });

  it('names the day and the size a lowered stock no longer covers', () => {
    const holds = [held('a', morning(SATURDAY), { M: 2 }), held('b', morning(SATURDAY), { M: 1 })];
    expect(stockShortfalls({ ...rules, stock: { ...rules.stock, M: 2 } }, holds, SATURDAY)).toEqual(
      [{ pool: 'M', date: SATURDAY, short: 1 }],
    );
  });

  it('counts a longer buffer: a morning bike no longer goes out again in the afternoon', () => {
    const holds = [
      held('a', morning(SATURDAY), { M: 3 }),
      held('b', afternoon(SATURDAY), { M: 1 }),
    ];
    expect(stockShortfalls(rules, holds, SATURDAY)).toEqual([]);
    expect(stockShortfalls({ ...rules, bufferHours: 2 }, holds, SATURDAY)).toEqual([
      { pool: 'M', date: SATURDAY, short: 1 },
    ]);
  });

  it('counts units out of service for their whole days, and ignores days before the first asked', () => {
    const holds = [held('a', morning(SATURDAY), { L: 2 })];
    const repair = [{ pool: 'L', units: 1, from: SATURDAY, to: '2026-07-12' }];
    expect(stockShortfalls({ ...rules, outOfService: repair }, holds, SATURDAY)).toEqual([
      { pool: 'L', date: SATURDAY, short: 1 },
    ]);
    expect(stockShortfalls({ ...rules, outOfService: repair }, holds, '2026-07-12')).toEqual([]);
  });

  it('counts a size taken out of the stock as none', () => {
    const holds = [held('a', morning(SATURDAY), { XL: 1 })];
    expect(stockShortfalls(rules, holds, SATURDAY)).toEqual([
      { pool: 'XL', date: SATURDAY, short: 1 },
    ]);
  });
});

describe('shortfallsAddedBy', () => {
  const holds = [held('a', morning(SATURDAY), { M: 3 })];

  it('refuses only what the edit makes worse: a repaired bike back is always fine', () => {
    const broken = {
      ...rules,
      outOfService: [{ pool: 'M', units: 1, from: SATURDAY, to: SATURDAY }],
    };
    expect(shortfallsAddedBy(broken, rules, holds, SATURDAY)).toEqual([]);
    expect(shortfallsAddedBy(rules, broken, holds, SATURDAY)).toEqual([
      { pool: 'M', date: SATURDAY, short: 1 },
    ]);
  });

  it('refuses a day already short that the edit makes shorter still', () => {
    const two = { ...rules, stock: { ...rules.stock, M: 2 } };
    const one = { ...rules, stock: { ...rules.stock, M: 1 } };
    expect(shortfallsAddedBy(two, one, holds, SATURDAY)).toEqual([
      { pool: 'M', date: SATURDAY, short: 2 },
    ]);
  });
});
