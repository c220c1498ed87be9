import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ASSOCIATION } from '@/content/association';
import { VOUCHER_HOW_TO } from '@/content/voucher-how-to';
import type { VoucherView } from '@/domain/api/vouchers';
import { formatDayMonthYear } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import { voucherValueText } from '../use-voucher-words';
import { voucherQrText } from '../voucher-qr-text';
import type { VoucherPdfContent } from './voucher-pdf-content';

/**
 * Everything the voucher's PDF prints, in the language of `print` (the voucher's own, its
 * buyer's, whatever the page's), and the file's name.
 */
export function voucherPdfContent(
  view: VoucherView,
  print: I18n,
): { content: VoucherPdfContent; fileName: string } {
  const locale = print.locale as Locale;
  const { address } = ASSOCIATION;
  return {
    content: {
      locale,
      association: ASSOCIATION.name,
      title: print._(msg`Buono regalo`),
      forLabel: print._(msg`Per`),
      recipientName: view.recipientName,
      message: view.message,
      valueLabel: print._(msg`Valore`),
      value: voucherValueText(view, print, locale),
      validLabel: print._(msg`Valido fino al`),
      validUntil: formatDayMonthYear(view.validUntil, locale),
      codeLabel: print._(msg`Codice`),
      code: view.code,
      qrText: voucherQrText(view.code, locale),
      howTo: VOUCHER_HOW_TO[locale],
      footer: `${ASSOCIATION.legalName} · ${address.street}, ${address.postalCode} ${address.city} (${address.province}) · ${ASSOCIATION.email}`,
    },
    fileName: `${print._(msg`buono-regalo`)}-${view.code}.pdf`,
  };
}
