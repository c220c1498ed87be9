import type { Locale } from '@/domain/locale';

/** Everything printed on the voucher's PDF, already in the voucher's language. */
export interface VoucherPdfContent {
  locale: Locale;
  /** The association's name, in the header band. */
  association: string;
  title: string;
  forLabel: string;
  recipientName: string;
  message: string;
  valueLabel: string;
  value: string;
  validLabel: string;
  validUntil: string;
  codeLabel: string;
  /** The printed code, `VPT-XXXX-XXXX-XXXX`. */
  code: string;
  /** What the QR code holds: the voucher's page. */
  qrText: string;
  howTo: string;
  /** The association's legal name and address, at the foot. */
  footer: string;
}
