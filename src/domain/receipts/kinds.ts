/**
 * What a payment was for. A fee (quota associativa) and an activity payment (corrispettivo
 * specifico, art. 148 TUIR) are taxed differently, so every total keeps them apart.
 */
export const RECEIPT_KINDS = ['booking', 'voucher_sale', 'rental', 'fee'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** The kinds the accountant totals as activity receipts, apart from the membership fees. */
export function isActivityKind(kind: ReceiptKind): boolean {
  return kind !== 'fee';
}

/** `YYYY/NNNN`: the year and the sequence, four digits at least. */
export function receiptNumber(year: number, sequence: number): string {
  return `${year}/${String(sequence).padStart(4, '0')}`;
}
