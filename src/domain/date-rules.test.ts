import { describe, expect, it } from 'vitest';
import { isoWeekday, todayInRome } from './calendar';
import { judgeTourDate } from './date-rules';
import { TOURS } from './tours';

describe('todayInRome', () => {
  it('uses the Rome calendar day, not UTC', () => {
    // 23:30 UTC on 20 June is already 21 June in Rome (UTC+2 in summer).
    expect(todayInRome(new Date('2026-06-20T23:30:00Z'))).toBe('2026-06-21');
    // 23:30 UTC on 20 January is 00:30 on 21 January in Rome (UTC+1 in winter).
    expect(todayInRome(new Date('2026-01-20T23:30:00Z'))).toBe('2026-01-21');
    expect(todayInRome(new Date('2026-01-20T22:59:00Z'))).toBe('2026-01-20');
  });
});

describe('isoWeekday', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-27')).toBe(5);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});

describe('judgeTourDate', () => {
  const today = '2026-11-22';
  it('allows Friday, Saturday and Sunday for the weekend tours', () => {
    expect(judgeTourDate(TOURS.pojega, '2026-11-27', today)).toBe('allowed');
    expect(judgeTourDate(TOURS.pojega, '2026-11-28', today)).toBe('allowed');
    expect(judgeTourDate(TOURS.pojega, '2026-11-29', today)).toBe('allowed');
    expect(judgeTourDate(TOURS.pojega, '2026-11-26', today)).toBe('not-offered');
    expect(judgeTourDate(TOURS.pojega, '2026-11-23', today)).toBe('not-offered');
  });

  it('keeps today bookable and refuses the past', () => {
    expect(judgeTourDate(TOURS['emotion-in-villa'], '2026-11-22', today)).toBe('allowed');
    expect(judgeTourDate(TOURS['emotion-in-villa'], '2026-11-21', today)).toBe('past');
  });

  it('allows only the fixed dates of events', () => {
    const before = '2025-10-01';
    expect(judgeTourDate(TOURS['walk-wine-pojega'], '2025-10-11', before)).toBe('allowed');
    expect(judgeTourDate(TOURS['walk-wine-pojega'], '2025-10-12', before)).toBe('not-offered');
    expect(judgeTourDate(TOURS['walk-wine-in-villa'], '2025-11-15', before)).toBe('allowed');
    expect(judgeTourDate(TOURS.castagne, '2025-10-12', before)).toBe('allowed');
    expect(judgeTourDate(TOURS.castagne, '2025-10-19', before)).toBe('allowed');
    expect(judgeTourDate(TOURS.castagne, '2025-10-18', before)).toBe('not-offered');
  });

  it('refuses event dates once they are past', () => {
    expect(judgeTourDate(TOURS.castagne, '2025-10-12', today)).toBe('past');
  });

  it('rejects malformed and impossible dates', () => {
    expect(judgeTourDate(TOURS.pojega, '2026-02-30', today)).toBe('invalid');
    expect(judgeTourDate(TOURS.pojega, '27/11/2026', today)).toBe('invalid');
  });
});
