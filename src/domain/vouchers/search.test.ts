import { describe, expect, it } from 'vitest';
import { voucherMatches, voucherSearchGrams, type SearchableVoucher } from './search';

const voucher: SearchableVoucher = {
  code: 'ABCDEFGHJKMN',
  buyerName: 'Niccolò Dell’Acqua',
  buyerEmail: 'nicco@example.com',
  recipientName: 'Anna',
  deliveryEmail: 'anna.verdi@example.com',
};

describe("the vouchers' search", () => {
  it('is found by part of a name, accents, case and apostrophes aside', () => {
    expect(voucherMatches(voucher, 'niccolo dell')).toBe(true);
    expect(voucherMatches(voucher, 'dell acqua')).toBe(false);
    expect(voucherMatches(voucher, "dell'acqua")).toBe(true);
  });

  it('is found by part of its code, printed or stored, and by either address', () => {
    expect(voucherMatches(voucher, 'defgh')).toBe(true);
    expect(voucherMatches(voucher, 'vpt-abcd')).toBe(true);
    expect(voucherMatches(voucher, 'anna.verdi')).toBe(true);
    expect(voucherMatches(voucher, 'nicco@')).toBe(true);
  });

  it('is stored under the trigrams of every key, once each, so any three letters of a match find it', () => {
    const grams = voucherSearchGrams(voucher);
    expect(new Set(grams).size).toBe(grams.length);
    expect(grams).toEqual([...grams].sort());
    for (const gram of ['nic', 'acq', 'ann', 'def', 'vpt', 'rdi']) expect(grams).toContain(gram);
  });
});
