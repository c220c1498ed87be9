import { describe, expect, it } from 'vitest';
import { CASTAGNE_PAGE } from '@/content/event-pages/castagne';
import { TOURS } from '@/domain/tours';
import { savingPercent } from './saving';

describe('savingPercent', () => {
  it('is 25% for the chestnut tour: 90 against a value of 120', () => {
    const value = CASTAGNE_PAGE.valueItems.reduce((sum, item) => sum + item.cents, 0);
    expect(value).toBe(12000);
    expect(TOURS.castagne.priceCents).toBe(9000);
    expect(savingPercent(TOURS.castagne.priceCents, value)).toBe(25);
  });

  it('is 0 when nothing is saved', () => {
    expect(savingPercent(100, 100)).toBe(0);
    expect(savingPercent(150, 100)).toBe(0);
    expect(savingPercent(0, 0)).toBe(0);
  });
});
