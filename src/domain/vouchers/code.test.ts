import { describe, expect, it } from 'vitest';
import {
  VOUCHER_CODE_ALPHABET,
  formatVoucherCode,
  isVoucherCode,
  newVoucherCode,
  normalizeVoucherCode,
} from './code';

describe('voucher codes', () => {
  it('draws twelve characters from an alphabet without look-alikes', () => {
    expect(VOUCHER_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(new Set(VOUCHER_CODE_ALPHABET).size).toBe(VOUCHER_CODE_ALPHABET.length);
    for (let i = 0; i < 200; i += 1) {
      const code = newVoucherCode();
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
      expect(isVoucherCode(code)).toBe(true);
    }
  });

  it('never repeats across 20 000 codes and uses every character about equally', () => {
    const codes = Array.from({ length: 20_000 }, () => newVoucherCode());
    expect(new Set(codes).size).toBe(codes.length);
    const counts = new Map<string, number>();
    for (const char of codes.join('')) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(VOUCHER_CODE_ALPHABET.length);
    // 240 000 draws over 31 characters: about 7 742 each; a biased draw (e.g. byte % 31) is off
    // by about 12 % for the first characters, far outside this band.
    const expected = (20_000 * 12) / VOUCHER_CODE_ALPHABET.length;
    for (const count of counts.values()) {
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.06);
    }
  });

  it('drops the bytes that would bias the draw', () => {
    // 248 = 8 × 31 is the first byte refused; the next bytes give characters 0, 1, 2, …
    const bytes = [255, 248, ...Array.from({ length: 22 }, (_, i) => i)];
    expect(newVoucherCode(() => Uint8Array.from(bytes))).toBe(VOUCHER_CODE_ALPHABET.slice(0, 12));
  });

  it('prints grouped, and reads back however it was typed', () => {
    expect(formatVoucherCode('7KQ4M9XC2HRT')).toBe('VPT-7KQ4-M9XC-2HRT');
    expect(normalizeVoucherCode('vpt-7kq4-m9xc-2hrt')).toBe('7KQ4M9XC2HRT');
    expect(normalizeVoucherCode(' 7KQ4 M9XC 2HRT ')).toBe('7KQ4M9XC2HRT');
    expect(normalizeVoucherCode('VPT7KQ4M9XC2HRT')).toBe('7KQ4M9XC2HRT');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeVoucherCode('VPT-7KQ4-M9XC-2H')).toBeNull();
    expect(normalizeVoucherCode('7KQ4M9XC2HR0')).toBeNull();
    expect(normalizeVoucherCode('XYZ7KQ4M9XC2HRT')).toBeNull();
    expect(normalizeVoucherCode('../../bookings/x')).toBeNull();
  });
});
