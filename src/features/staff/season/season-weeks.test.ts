import { describe, expect, it } from 'vitest';
import { heatLevel } from './heat-level';
import { seasonWeeks } from './season-weeks';

describe('seasonWeeks', () => {
  it('lays eight weeks from a Wednesday out Monday to Sunday, blank outside the range', () => {
    const weeks = seasonWeeks('2026-11-25', '2027-01-19');
    expect(weeks).toHaveLength(9);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weeks.at(-1)).toEqual(['2027-01-18', '2027-01-19', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(56);
  });

  it('needs exactly eight rows from a Monday', () => {
    const weeks = seasonWeeks('2026-11-23', '2027-01-17');
    expect(weeks).toHaveLength(8);
    expect(weeks.flat().every(Boolean)).toBe(true);
  });
});

describe('heatLevel', () => {
  const day = (seatsSold: number, capacity: number | null, closed = false) =>
    heatLevel({ date: '2026-11-28', seatsSold, capacity, closed });

  it('grades a day by its seats sold against capacity', () => {
    expect([day(0, 20), day(5, 20), day(10, 20), day(19, 20), day(20, 20), day(21, 20)]).toEqual([
      'empty',
      'low',
      'half',
      'high',
      'full',
      'full',
    ]);
    expect(day(4, null)).toBe('uncapped');
    expect(day(4, 20, true)).toBe('closed');
  });
});
