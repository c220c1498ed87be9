import { describe, expect, it } from 'vitest';
import { capacityDocId, remainingSeats, seatsLevel } from './capacity';
import { DEFAULT_SCHEDULES, hasLimitedSeats } from './schedule';
import { UNLIMITED_SEATS } from './tours';

describe('capacity', () => {
  it('limits exactly the three tours the spec names to 20 seats per date', () => {
    const limited = Object.entries(DEFAULT_SCHEDULES)
      .filter(([, schedule]) => hasLimitedSeats(schedule))
      .map(([tourId, schedule]) => [tourId, schedule.capacity]);
    expect(limited).toEqual([
      ['emotion-in-villa', 20],
      ['castagne', 20],
      ['walk-wine-in-villa', 20],
    ]);
    expect(DEFAULT_SCHEDULES.pojega.capacity).toBe(UNLIMITED_SEATS);
  });

  it('subtracts the seats held by paid and pending bookings, never below zero', () => {
    expect(remainingSeats(20, 0)).toBe(20);
    expect(remainingSeats(20, 17)).toBe(3);
    expect(remainingSeats(20, 20)).toBe(0);
    expect(remainingSeats(20, 23)).toBe(0);
  });

  it('warns from 5 seats down and says full at 0', () => {
    expect(seatsLevel(6)).toBe('available');
    expect(seatsLevel(5)).toBe('few');
    expect(seatsLevel(1)).toBe('few');
    expect(seatsLevel(0)).toBe('full');
  });

  it('keys the seat counter by tour and date', () => {
    expect(capacityDocId('castagne', '2025-10-12')).toBe('castagne_2025-10-12');
  });
});
