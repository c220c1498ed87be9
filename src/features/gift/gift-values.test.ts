import { describe, expect, it } from 'vitest';
import { eurosToCents, giftRequest, INITIAL_GIFT_VALUES, restoreGiftDraft } from './gift-values';

describe('gift values', () => {
  it('reads euros as typed, with a comma or a point', () => {
    expect(eurosToCents('80')).toBe(8000);
    expect(eurosToCents('80,5')).toBe(8050);
    expect(eurosToCents(' 120.00 ')).toBe(12000);
    expect(eurosToCents('1e3')).toBeNaN();
    expect(eurosToCents('')).toBeNaN();
  });

  it('sends an amount, or a tour for its people, and the delivery chosen', () => {
    const base = { ...INITIAL_GIFT_VALUES, buyerName: 'M', buyerEmail: 'm@e.it' };
    expect(giftRequest(base, 'en')).toMatchObject({
      value: { kind: 'amount', amountCents: 5000 },
      delivery: { kind: 'now_to_buyer' },
      locale: 'en',
    });
    expect(
      giftRequest(
        {
          ...base,
          valueKind: 'tour',
          tourId: 'colombare',
          people: 3,
          deliveryKind: 'scheduled',
          recipientEmail: 'g@e.it',
          deliveryDate: '2026-12-24',
          deliveryHour: '8',
        },
        'it',
      ),
    ).toMatchObject({
      value: { kind: 'tour', tourId: 'colombare', people: 3 },
      delivery: { kind: 'scheduled', recipientEmail: 'g@e.it', date: '2026-12-24', hour: 8 },
    });
  });

  it('restores a draft field by field, dropping what it cannot be', () => {
    expect(
      restoreGiftDraft({
        valueKind: 'tour',
        tourId: 'no-such-tour',
        people: 40,
        buyerEmail: 'm@e.it',
        deliveryKind: 'scheduled',
        deliveryHour: '25',
        message: 7,
      }),
    ).toEqual({
      ...INITIAL_GIFT_VALUES,
      valueKind: 'tour',
      buyerEmail: 'm@e.it',
      deliveryKind: 'scheduled',
    });
  });
});
