import { describe, expect, it } from 'vitest';
import { checkoutSessionIdSchema, idSchema, isId } from './ids';

describe('idSchema', () => {
  it('takes the ids Firestore and the register give', () => {
    for (const id of ['Xb3kR9aQ2mZp7LwN4tYc', '2025-001', 'a_b-C', 'x', 'a'.repeat(64)]) {
      expect(idSchema.safeParse(id).success).toBe(true);
      expect(isId(id)).toBe(true);
    }
  });

  it('refuses a path, an empty or a 65-character id, and anything outside the character set', () => {
    const refused = [
      'a/b/c',
      'bookings/x',
      '',
      'a'.repeat(65),
      '..',
      'abc def',
      ' abc',
      'abc\n',
      'abc.def',
      'prenotazione-è',
      'a\u202Eb',
    ];
    for (const id of refused) {
      expect(idSchema.safeParse(id).success, JSON.stringify(id)).toBe(false);
      expect(isId(id)).toBe(false);
    }
    expect(isId(42)).toBe(false);
  });
});

describe('checkoutSessionIdSchema', () => {
  it('takes a Checkout Session id and nothing else', () => {
    expect(checkoutSessionIdSchema.safeParse(`cs_test_${'a1B2'.repeat(16)}`).success).toBe(true);
    expect(checkoutSessionIdSchema.safeParse('cs_live_a1B2c3').success).toBe(true);
    for (const id of ['cs_test_a/b', 'pi_123', 'cs_', '', `cs_test_${'a'.repeat(248)}`]) {
      expect(checkoutSessionIdSchema.safeParse(id).success, id).toBe(false);
    }
  });
});
