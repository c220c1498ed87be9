import { describe, expect, it } from 'vitest';
import { deliveryInstant } from '@/domain/vouchers/delivery';
import { checkGift, GIFT_FIELD_MESSAGES, refusedGiftFields } from './gift-field-errors';
import { INITIAL_GIFT_VALUES, type GiftValues } from './gift-values';

const NOW = new Date('2026-12-23T15:00:00Z');

const filled: GiftValues = {
  ...INITIAL_GIFT_VALUES,
  buyerName: 'Marco Rossi',
  buyerEmail: 'marco@example.com',
  recipientName: 'Giulia Bianchi',
};

const check = (changes: Partial<GiftValues>) => checkGift({ ...filled, ...changes }, 'it', NOW);

describe('the gift form check', () => {
  it('takes a preset, or a free amount in whole euros from 20 to 500', () => {
    expect(check({})).toEqual({});
    for (const amount of ['20', '500', '123', ' 80,00 ', '80.00']) {
      expect(check({ amountChoice: 'free', amount })).toEqual({});
    }
  });

  it('refuses a free amount out of range, with cents or not a number, at the amount field', () => {
    for (const amount of ['10', '19', '501', '20,50', '', 'venti', '-30']) {
      expect(check({ amountChoice: 'free', amount })).toEqual({
        amount: GIFT_FIELD_MESSAGES.amount,
      });
    }
  });

  it('asks for the tour when a tour is given', () => {
    expect(check({ valueKind: 'tour' })).toEqual({ tourId: GIFT_FIELD_MESSAGES.tourId });
    expect(check({ valueKind: 'tour', tourId: 'pojega', people: 3 })).toEqual({});
  });

  it('marks each missing name and address, and a message over 300 characters', () => {
    expect(
      check({ buyerName: ' ', buyerEmail: 'marco@', recipientName: '', message: 'x'.repeat(301) }),
    ).toEqual({
      buyerName: GIFT_FIELD_MESSAGES.buyerName,
      buyerEmail: GIFT_FIELD_MESSAGES.buyerEmail,
      recipientName: GIFT_FIELD_MESSAGES.recipientName,
      message: GIFT_FIELD_MESSAGES.message,
    });
    expect(check({ message: 'x'.repeat(300) })).toEqual({});
  });

  it("asks a scheduled delivery for the recipient's address and the day", () => {
    expect(check({ deliveryKind: 'scheduled' })).toEqual({
      recipientEmail: GIFT_FIELD_MESSAGES.recipientEmail,
      deliveryDate: GIFT_FIELD_MESSAGES.deliveryDate,
    });
  });

  it('judges the chosen hour in Italian time against the clock: later than now, within a year', () => {
    const scheduled = { deliveryKind: 'scheduled', recipientEmail: 'giulia@example.com' } as const;
    // 15:00 UTC is 16:00 in Rome on 23 December.
    expect(check({ ...scheduled, deliveryDate: '2026-12-23', deliveryHour: '16' })).toHaveProperty(
      'deliveryDate',
    );
    expect(check({ ...scheduled, deliveryDate: '2026-12-23', deliveryHour: '17' })).toEqual({});
    expect(check({ ...scheduled, deliveryDate: '2026-12-24', deliveryHour: '8' })).toEqual({});
    expect(deliveryInstant('2026-12-24', 8).toISOString()).toBe('2026-12-24T07:00:00.000Z');
    const tooFar = check({ ...scheduled, deliveryDate: '2027-12-25', deliveryHour: '8' });
    expect(tooFar.deliveryDate).toBeDefined();
    expect(tooFar.deliveryDate).not.toBe(
      check({ ...scheduled, deliveryDate: '2026-12-22', deliveryHour: '8' }).deliveryDate,
    );
  });

  it("marks the fields a server's refusal names", () => {
    expect(refusedGiftFields(['delivery.date', 'delivery.hour', 'value.amountCents'])).toEqual({
      deliveryDate: GIFT_FIELD_MESSAGES.deliveryDate,
      deliveryHour: GIFT_FIELD_MESSAGES.deliveryHour,
      amount: GIFT_FIELD_MESSAGES.amount,
    });
    expect(refusedGiftFields(['buyerEmail', 'locale'])).toEqual({
      buyerEmail: GIFT_FIELD_MESSAGES.buyerEmail,
    });
  });
});
