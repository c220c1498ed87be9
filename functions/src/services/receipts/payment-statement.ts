import type { Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  myPaymentStatementRequestSchema,
  type MyPaymentStatement,
} from '@/domain/api/payment-statement';
import { normalizeMemberName } from '@/domain/members';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { creditNotesCollection, receiptsCollection } from './receipt-doc';

export interface PaymentStatementDeps {
  db: Firestore;
}

/** An equal share of `cents` among `people`, the odd cents to the first ones. */
function shareOf(cents: number, people: number, index: number): number {
  const base = Math.floor(cents / people);
  return base + (index < cents % people ? 1 : 0);
}

/**
 * myPaymentStatement: the year's receipts (by issue, Europe/Rome numbering) of the caller's own
 * account that name the participant (accents, case and spaces ignored), each with what is still
 * paid after its credit notes and the participant's equal share of it. The uid comes from the
 * verified token only.
 */
export async function handleMyPaymentStatement(
  deps: PaymentStatementDeps,
  request: Pick<CallableRequest, 'auth' | 'data'>,
): Promise<MyPaymentStatement> {
  const uid = request.auth?.uid;
  if (!uid) {
    throw failure('unauthenticated', 'UNAUTHENTICATED', 'UNAUTHENTICATED: sign in first');
  }
  const { year, participant } = parseInput(myPaymentStatementRequestSchema, request.data ?? {});
  const wanted = normalizeMemberName(participant);
  const [receipts, notes] = await Promise.all([
    receiptsCollection(deps.db).where('uid', '==', uid).get(),
    creditNotesCollection(deps.db).where('uid', '==', uid).get(),
  ]);
  const credited = new Map<string, number>();
  for (const doc of notes.docs) {
    const note = doc.data();
    credited.set(note.receiptId, (credited.get(note.receiptId) ?? 0) + note.amountCents);
  }
  const lines = receipts.docs
    .map((doc) => ({ id: doc.id, receipt: doc.data() }))
    .filter(({ receipt }) => receipt.uid === uid && receipt.year === year)
    .flatMap(({ id, receipt }) => {
      const names = receipt.participantNames ?? [];
      const index = names.findIndex((name) => normalizeMemberName(name) === wanted);
      if (index < 0) return [];
      const paidCents = Math.max(0, receipt.amountCents - (credited.get(id) ?? 0));
      return [
        {
          receiptNumber: receipt.number,
          issuedAt: receipt.issuedAt.toDate().toISOString(),
          description: receipt.description[0] ?? { it: '', en: '' },
          participants: names.length,
          paidCents,
          shareCents: shareOf(paidCents, names.length, index),
          sequence: receipt.sequence,
          payer: receipt.payer.name,
        },
      ];
    })
    .sort((a, b) => a.sequence - b.sequence);
  return {
    year,
    participant,
    payer: lines[0]?.payer ?? null,
    lines: lines.map(({ sequence: _sequence, payer: _payer, ...line }) => line),
    totalCents: lines.reduce((sum, line) => sum + line.shareCents, 0),
  };
}
