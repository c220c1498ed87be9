import { describe, expect, it } from 'vitest';
import { canStillCancel, quoteRefund, refundAmountCents, refundPercent } from './refund-policy';

const nineAm = { startTime: '09:00' };
const hours = (h: number) => h * 3_600_000;
const second = 1000;

/** A booking of 160 € on a day whose tour leaves at 09:00 in Rome. */
function quoteAt(date: string, offsetFromStartMs: number, paidCents = 16_000) {
  const start = quoteRefund({ paidCents, date }, nineAm, new Date(0)).startsAt;
  const at = new Date(Date.parse(start) - offsetFromStartMs);
  return quoteRefund({ paidCents, date }, nineAm, at);
}

describe('refund policy', () => {
  it('measures to 09:00 in Rome (08:00 UTC in winter)', () => {
    expect(quoteAt('2026-12-05', hours(100)).startsAt).toBe('2026-12-05T08:00:00.000Z');
  });

  it('gives everything back more than 72 hours before, half from exactly 72 hours', () => {
    expect(quoteAt('2026-12-05', hours(72) + second)).toMatchObject({
      percent: 100,
      amountCents: 16_000,
    });
    expect(quoteAt('2026-12-05', hours(72))).toMatchObject({ percent: 50, amountCents: 8_000 });
    expect(quoteAt('2026-12-05', hours(72) - second)).toMatchObject({ percent: 50 });
  });

  it('gives half back down to exactly 24 hours, nothing under', () => {
    expect(quoteAt('2026-12-05', hours(24) + second)).toMatchObject({ percent: 50 });
    expect(quoteAt('2026-12-05', hours(24))).toMatchObject({ percent: 50, amountCents: 8_000 });
    expect(quoteAt('2026-12-05', hours(24) - second)).toMatchObject({
      percent: 0,
      amountCents: 0,
    });
    expect(quoteAt('2026-12-05', -hours(1))).toMatchObject({ percent: 0 });
  });

  it('counts the real hours across the spring change (a 23-hour Sunday)', () => {
    // Clocks go forward at 02:00 on Sunday 29 March 2026: the 09:00 tour leaves at 07:00 UTC.
    const sunday = '2026-03-29';
    expect(quoteAt(sunday, 0).startsAt).toBe('2026-03-29T07:00:00.000Z');
    const thursdayNineRome = new Date('2026-03-26T08:00:00.000Z');
    // Thursday 09:00 (winter) to Sunday 09:00 (summer) is 71 real hours: half, not full.
    expect(
      quoteRefund({ paidCents: 16_000, date: sunday }, nineAm, thursdayNineRome),
    ).toMatchObject({ percent: 50 });
    expect(quoteAt(sunday, hours(72) + second)).toMatchObject({ percent: 100 });
    expect(quoteAt(sunday, hours(72))).toMatchObject({ percent: 50 });
  });

  it('counts the real hours across the autumn change (a 25-hour Sunday)', () => {
    // Clocks go back at 03:00 on Sunday 25 October 2026: Friday 09:00 to Saturday 09:00 is
    // 24 hours, but Saturday 09:00 (summer) to Sunday 09:00 (winter) is 25.
    const sunday = '2026-10-25';
    expect(quoteAt(sunday, 0).startsAt).toBe('2026-10-25T08:00:00.000Z');
    const saturdayNineRome = new Date('2026-10-24T07:00:00.000Z');
    expect(
      quoteRefund({ paidCents: 16_000, date: sunday }, nineAm, saturdayNineRome),
    ).toMatchObject({ percent: 50 });
    const thursdayNineRome = new Date('2026-10-22T07:00:00.000Z');
    // 73 real hours: still a full refund, though the wall clocks say 72.
    expect(
      quoteRefund({ paidCents: 16_000, date: sunday }, nineAm, thursdayNineRome),
    ).toMatchObject({ percent: 100 });
  });

  it('rounds half of an odd amount up, in the customer favour', () => {
    expect(refundAmountCents(8_001, 50)).toBe(4_001);
    expect(refundAmountCents(1, 50)).toBe(1);
    expect(refundAmountCents(8_001, 100)).toBe(8_001);
    expect(refundAmountCents(8_001, 0)).toBe(0);
    expect(quoteAt('2026-12-05', hours(48), 12_345)).toMatchObject({
      percent: 50,
      amountCents: 6_173,
    });
  });

  it('names the percentage from the seconds left', () => {
    expect(refundPercent(72 * 3600 + 1)).toBe(100);
    expect(refundPercent(24 * 3600)).toBe(50);
    expect(refundPercent(0)).toBe(0);
  });

  it('allows cancelling only until the tour leaves', () => {
    expect(canStillCancel('2026-12-05T08:00:00.000Z', new Date('2026-12-05T07:59:59.000Z'))).toBe(
      true,
    );
    expect(canStillCancel('2026-12-05T08:00:00.000Z', new Date('2026-12-05T08:00:00.000Z'))).toBe(
      false,
    );
  });
});
