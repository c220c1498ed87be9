import { setupI18n, type I18n } from '@lingui/core';
import type { VoucherView } from '@/domain/api/vouchers';
import type { Locale } from '@/domain/locale';
import { messagesOf } from '@/i18n/i18n';
import { buildVoucherPdf } from './build-voucher-pdf';
import { voucherPdfContent } from './voucher-pdf-words';

/** The words of `locale`: the page's own when it is that language, else an instance of its own. */
async function wordsOf(locale: Locale, page: I18n): Promise<I18n> {
  if (locale === page.locale) return page;
  return setupI18n({ locale, messages: { [locale]: await messagesOf(locale) } });
}

/**
 * The voucher's PDF and its file's name, in the voucher's own language, the one its buyer chose
 * (`page` is the page's words, used when they are that language).
 */
export async function voucherPdf(view: VoucherView, page: I18n) {
  const { content, fileName } = voucherPdfContent(view, await wordsOf(view.locale, page));
  return { name: fileName, bytes: await buildVoucherPdf(content) };
}
