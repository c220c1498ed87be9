import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { feeLineName } from '@/domain/membership-fee/fee-line-name';
import { memberNameOf } from '@/domain/membership-rules';
import { membersCollection, type MemberDoc } from '@functions/services/members';
import { applicationRef, type ApplicationDoc } from '@functions/services/membership/applications';
import type {
  FeePayer,
  IssuedReceipt,
  ReceiptInput,
} from '@functions/services/receipts/issue-receipt';

/**
 * How a paid fee is recorded, the same whether it was paid alone (/modulistica, /rinnova) or as
 * a line of a booking's Checkout: one receipt of kind `fee`, the application's `fee`, and the
 * member's `feesPaid.<year>` when the member exists.
 */

/** Whom the fee's receipt names: the member once there is one, else the application. */
export function feePayerOf(applicationId: string, application: ApplicationDoc): FeePayer {
  const memberId = application.renewalOf ?? application.memberNumber;
  return memberId ? { memberId } : { applicationId };
}

/** The register's row the fee belongs to, if the application has one yet (renewal or admitted). */
export async function readMemberOf(
  tx: Transaction,
  db: Firestore,
  application: ApplicationDoc,
): Promise<DocumentReference<MemberDoc> | undefined> {
  const memberId = application.renewalOf ?? application.memberNumber;
  if (!memberId) return undefined;
  const ref = membersCollection(db).doc(memberId);
  return (await tx.get(ref)).exists ? ref : undefined;
}

const taxCodeOf = (application: ApplicationDoc): string | null => {
  const taxCode: unknown = application['taxCode'];
  return typeof taxCode === 'string' && taxCode !== '' ? taxCode : null;
};

/** What was paid, for the fee's receipt. */
export interface FeePaid {
  applicationId: string;
  year: number;
  amountCents: number;
  paymentIntentId: string | null;
}

/**
 * The fee's receipt: "Quota associativa <year>" for the member the application names, who is its
 * participant (a parent's statement names the child); the paying account's when one is known.
 */
export function feeReceiptInput(
  application: ApplicationDoc,
  paid: FeePaid,
  uid: string | undefined,
): ReceiptInput {
  const member = memberNameOf(application);
  return {
    subject: { kind: 'fee', feeYear: paid.year, ...feePayerOf(paid.applicationId, application) },
    amountCents: paid.amountCents,
    paymentIntentId: paid.paymentIntentId,
    payer: { name: application.fullName, taxCode: taxCodeOf(application) },
    description: [
      { it: feeLineName(paid.year, 'it'), en: feeLineName(paid.year, 'en') },
      { it: `Socio: ${member}`, en: `Member: ${member}` },
    ],
    participantNames: [member],
    ...(uid ? { uid } : {}),
    locale: application.locale,
  };
}

/** Writes the paid fee on the application and the member's row, after its receipt was issued. */
export function writeFee(
  tx: Transaction,
  db: Firestore,
  member: DocumentReference<MemberDoc> | undefined,
  paid: FeePaid,
  receipt: IssuedReceipt,
  now: Date,
): void {
  const fee = {
    year: paid.year,
    amountCents: paid.amountCents,
    paymentIntentId: paid.paymentIntentId,
    paidAt: Timestamp.fromDate(now),
    receiptId: receipt.id,
    receiptNumber: receipt.number,
  };
  tx.update(applicationRef(db, paid.applicationId), { fee });
  if (member) {
    tx.update(member, {
      [`feesPaid.${paid.year}`]: fee,
      feeYearsPaid: FieldValue.arrayUnion(paid.year),
    });
  }
}
