import { describe, expect, it } from 'vitest';
import type { VoucherView } from '@/domain/api/vouchers';
import { setupI18n } from '@lingui/core';
import { i18n } from '@/i18n/i18n';
import { messages as englishMessages } from '@/locales/en.po';
import { voucherPdfContent } from './voucher-pdf-words';

const VIEW: VoucherView = {
  code: 'VPT-ABCD-2345-6789',
  recipientName: 'Giulia Bianchi',
  message: 'Buon compleanno!',
  amountCents: 9000,
  tour: { tourId: 'pojega', tourName: 'Pojega Tour', people: 2 },
  validUntil: '2028-12-24',
  balanceCents: 9000,
  state: 'usable',
  locale: 'it',
  entries: [],
};

describe("the voucher's PDF", () => {
  it('prints in the language of the words it is given, the page’s or not', async () => {
    const italian = voucherPdfContent(VIEW, i18n);
    expect(italian.content).toMatchObject({
      locale: 'it',
      title: 'Buono regalo',
      forLabel: 'Per',
      value: 'Pojega Tour per 2 persone',
      validLabel: 'Valido fino al',
      validUntil: '24 dicembre 2028',
      codeLabel: 'Codice',
    });
    expect(italian.content.qrText).not.toContain('/en/');
    expect(italian.fileName).toBe('buono-regalo-VPT-ABCD-2345-6789.pdf');

    const english = voucherPdfContent(
      { ...VIEW, locale: 'en' },
      setupI18n({ locale: 'en', messages: { en: englishMessages } }),
    );
    expect(english.content).toMatchObject({
      locale: 'en',
      title: 'Gift voucher',
      value: 'Pojega Tour for 2 people',
      validUntil: '24 December 2028',
    });
    expect(english.content.qrText).toContain('/en/');
  });
});
