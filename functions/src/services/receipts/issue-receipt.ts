import { createHash } from 'node:crypto';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { stampDutyCents } from '@/domain/documents/receipt-settings';
import { receiptNumber, type ReceiptKind } from '@/domain/receipts/kinds';
import type { Locale } from '@/domain/locale';
import { ASSOCIATION } from '@/content/association';
import { counterRef, receiptsCollection, type ReceiptDoc } from './receipt-doc';
import { loadReceiptSettings } from './receipt-settings';
import { getAllOf } from '@functions/lib/document-converter';
import { receiptYearAt } from './receipt-year';

/** What was paid for: the contract's id field of each kind. */
export type ReceiptSubject =
  | { kind: 'booking'; bookingId: string }
  | { kind: 'voucher_sale'; voucherId: string }
  | { kind: 'rental'; rentalId: string }
  | ({ kind: 'fee'; feeYear: number } & FeePayer);

/** A fee names its member, or, before the board admits one, the application it was paid with. */
export type FeePayer = { memberId: string } | { applicationId: string };

export interface ReceiptInput {
  subject: ReceiptSubject;
  amountCents: number;
  paymentIntentId: string | null;
  payer: { name: string; taxCode: string | null };
  description: ReceiptDoc['description'];
  participantNames?: string[];
  uid?: string;
  locale: Locale;
}

export interface IssuedReceipt {
  id: string;
  number: string;
  /** False when the subject's receipt existed already (a replayed fulfilment). */
  created: boolean;
}

/**
 * One receipt per thing paid for, so a second fulfilment of the same payment finds it. A voucher's
 * id is its code, which must not travel in the receipt's links: its receipt is keyed by a hash.
 */
export function receiptIdOf(subject: ReceiptSubject): string {
  switch (subject.kind) {
    case 'booking':
      return `booking_${subject.bookingId}`;
    case 'rental':
      return `rental_${subject.rentalId}`;
    case 'fee':
      return `fee_${'memberId' in subject ? subject.memberId : subject.applicationId}_${subject.feeYear}`;
    case 'voucher_sale':
      return `voucher_sale_${createHash('sha256').update(subject.voucherId).digest('hex').slice(0, 24)}`;
  }
}

function subjectFields(subject: ReceiptSubject): Partial<ReceiptDoc> {
  switch (subject.kind) {
    case 'booking':
      return { bookingId: subject.bookingId };
    case 'voucher_sale':
      return { voucherId: subject.voucherId };
    case 'rental':
      return { rentalId: subject.rentalId };
    case 'fee':
      return 'memberId' in subject
        ? { memberId: subject.memberId }
        : { applicationId: subject.applicationId };
  }
}

const { address } = ASSOCIATION;
const ISSUER: ReceiptDoc['association'] = {
  legalName: ASSOCIATION.legalName,
  addressLines: [
    address.street,
    `${address.postalCode} ${address.city} (${address.province})`,
    address.country.it,
  ],
  taxCode: ASSOCIATION.taxCode,
  vatNumber: ASSOCIATION.vatNumber,
};

/**
 * Issues the receipt of a payment inside the caller's transaction, the one that records the
 * payment: it reads the subject's receipt, the year's counter and `settings/receipts`, then writes
 * the receipt with the counter's next number and advances the counter. Firestore transactions read
 * before they write, so call it after the caller's reads and before its writes. If the transaction
 * is retried or fails, the number goes with it: a number is taken only by a committed payment, so
 * the series has no gaps, and no number is handed out twice. A subject with a receipt already gets
 * that one back and nothing is written.
 */
export async function issueReceipt(
  tx: Transaction,
  db: Firestore,
  input: ReceiptInput,
  now: Date,
): Promise<IssuedReceipt> {
  const [issued] = await issueReceipts(tx, db, [input], now);
  return issued!;
}

/**
 * The receipts of one payment that paid for several things (a membership fee and a tour in one
 * Checkout), issued as `issueReceipt` issues one: every read first, then consecutive numbers in
 * the order given, so the two receipts of one charge are numbered together.
 */
export async function issueReceipts(
  tx: Transaction,
  db: Firestore,
  inputs: readonly ReceiptInput[],
  now: Date,
): Promise<IssuedReceipt[]> {
  for (const input of inputs) {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
      throw new Error(`a receipt needs a positive amount in cents, not ${input.amountCents}`);
    }
  }
  const refs = inputs.map((input) => receiptsCollection(db).doc(receiptIdOf(input.subject)));
  const year = receiptYearAt(now);
  const counter = counterRef(db, 'receipts', year);
  const existing = await getAllOf(tx, refs);
  const count = await tx.get(counter);
  const settings = await loadReceiptSettings(db, tx);
  let last = count.data()?.last ?? 0;
  const issued = inputs.map((input, index): IssuedReceipt => {
    const ref = refs[index]!;
    const found = existing[index]!.data();
    if (found) return { id: ref.id, number: found.number, created: false };
    last += 1;
    const receipt = receiptOf(input, year, last, settings, now);
    tx.create(ref, receipt);
    return { id: ref.id, number: receipt.number, created: true };
  });
  if (issued.some((receipt) => receipt.created)) tx.set(counter, { last });
  return issued;
}

/**
 * The receipt document of one payment, numbered `sequence` of `year`, under `settings`: what
 * `issueReceipts` writes (and what the season bench seeds, scripts/bench/season/money.ts).
 */
export function receiptOf(
  input: ReceiptInput,
  year: number,
  sequence: number,
  settings: Awaited<ReturnType<typeof loadReceiptSettings>>,
  now: Date,
): ReceiptDoc {
  const { kind } = input.subject satisfies { kind: ReceiptKind };
  return {
    number: receiptNumber(year, sequence),
    year,
    sequence,
    kind,
    amountCents: input.amountCents,
    currency: 'eur',
    issuedAt: Timestamp.fromDate(now),
    paymentIntentId: input.paymentIntentId,
    ...subjectFields(input.subject),
    ...(input.uid ? { uid: input.uid } : {}),
    association: ISSUER,
    payer: input.payer,
    description: input.description,
    ...(input.participantNames ? { participantNames: input.participantNames } : {}),
    wording: settings.wording[kind],
    stampDutyCents: stampDutyCents(settings, kind, input.amountCents),
    locale: input.locale,
    payout: null,
    stripeFeeCents: null,
  };
}
