import { describe, expect, it } from 'vitest';
import { romeInstant } from './calendar';
import { addMonthsToDay, timeInRome } from './rome-time';

describe('addMonthsToDay', () => {
  it('moves by months, to the month’s last day where it has no such day, across years', () => {
    expect(addMonthsToDay('2026-11-30', 24)).toBe('2028-11-30');
    expect(addMonthsToDay('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonthsToDay('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonthsToDay('2027-01-15', -12)).toBe('2026-01-15');
    expect(addMonthsToDay('2026-05-31', -3)).toBe('2026-02-28');
  });
});

describe('timeInRome', () => {
  it('reads the clock in Rome, winter and summer, whatever the device’s time zone', () => {
    expect(timeInRome(new Date('2026-11-30T13:05:00Z'))).toBe('14:05');
    expect(timeInRome(new Date('2026-07-01T22:30:00Z'))).toBe('00:30');
    expect(timeInRome(new Date('2026-03-29T00:59:59Z'))).toBe('01:59');
    expect(timeInRome(new Date('2026-03-29T01:00:00Z'))).toBe('03:00');
  });

  it('gives back the time romeInstant started from', () => {
    for (const time of ['00:00', '09:15', '23:59'])
      expect(timeInRome(romeInstant('2026-10-25', time))).toBe(time);
  });
});
