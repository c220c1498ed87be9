import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { voucherQrText } from './voucher-qr-text';

describe('voucherQrText', () => {
  it('opens the voucher’s page in the language it is printed in', () => {
    const site = new URL(env.VITE_SITE_URL).origin;
    expect(voucherQrText('VPT-7KQ4-M9XC-2HRT', 'it')).toBe(`${site}/buono?code=VPT-7KQ4-M9XC-2HRT`);
    expect(voucherQrText('vpt 7kq4 m9xc 2hrt', 'en')).toBe(
      `${site}/en/buono?code=VPT-7KQ4-M9XC-2HRT`,
    );
  });
});
