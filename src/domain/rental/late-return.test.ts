import { describe, expect, it } from 'vitest';
import { bikePriceCents } from './price-list';
import {
  isLateReturn,
  LATE_RETURN_GRACE_MINUTES,
  nextBracket,
  nextBracketExtraCents,
} from './late-return';

const endsAt = new Date('2026-11-28T12:00:00.000Z');
const minutesAfter = (minutes: number) => new Date(endsAt.getTime() + minutes * 60_000);

describe('isLateReturn', () => {
  it('keeps a return within the grace on time, and flags one after it', () => {
    expect(isLateReturn(endsAt, minutesAfter(LATE_RETURN_GRACE_MINUTES), minutesAfter(90))).toBe(
      false,
    );
    expect(
      isLateReturn(endsAt, minutesAfter(LATE_RETURN_GRACE_MINUTES + 1), minutesAfter(90)),
    ).toBe(true);
  });

  it('flags bikes still out past the grace by the clock', () => {
    expect(isLateReturn(endsAt, undefined, minutesAfter(10))).toBe(false);
    expect(isLateReturn(endsAt, undefined, minutesAfter(16))).toBe(true);
  });
});

describe('nextBracketExtraCents', () => {
  it('prices a late half day as a full day, per bike', () => {
    const paid = bikePriceCents('focus-jarifa', 'half_day', 1);
    const extra = nextBracketExtraCents({
      modelId: 'focus-jarifa',
      formula: 'half_day',
      days: 1,
      bikes: 2,
      bikeUnitPriceCents: paid,
    });
    expect(extra).toBe(2 * (bikePriceCents('focus-jarifa', 'full_day', 1) - paid));
    expect(extra).toBe(3000);
  });

  it('adds an extra day to a longer rental', () => {
    const paid = bikePriceCents('ktm-cx750', 'three_days', 3);
    expect(
      nextBracketExtraCents({
        modelId: 'ktm-cx750',
        formula: 'three_days',
        days: 3,
        bikes: 1,
        bikeUnitPriceCents: paid,
      }),
    ).toBe(5000);
  });
});

describe('nextBracket', () => {
  it('turns a half day into a full day and gives a longer rental one more day', () => {
    expect(nextBracket({ formula: 'half_day', days: 1 })).toEqual({ formula: 'full_day', days: 1 });
    expect(nextBracket({ formula: 'full_day', days: 1 })).toEqual({ formula: 'full_day', days: 2 });
    expect(nextBracket({ formula: 'two_days', days: 2 })).toEqual({ formula: 'two_days', days: 3 });
  });
});
