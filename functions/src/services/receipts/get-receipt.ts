import { getReceiptRequestSchema, type ReceiptView } from '@/domain/api/receipts';
import type { CallContext } from '@functions/lib/call-context';
import { invalidLink, parseInput } from '@functions/lib/callable-errors';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { enforceCallLimits } from '@functions/services/call-limits';
import { creditNotesCollection, receiptsCollection } from './receipt-doc';
import { receiptOfToken } from './receipt-link';
import { loadReceiptSettingsNow } from './receipt-settings';

/**
 * getReceipt (`/ricevuta`): the receipt its signed link names, as issued, with the credit notes
 * that reduce it. The page draws the PDF from this answer.
 */
export async function getReceipt(
  deps: Pick<BookingDeps, 'db' | 'links' | 'now' | 'keyHashSecret'>,
  call: CallContext,
): Promise<ReceiptView> {
  await enforceCallLimits(deps, { name: 'getReceipt', caller: call, now: deps.now() });
  const { token } = parseInput(getReceiptRequestSchema, call.data);
  const receiptId = receiptOfToken(token, deps.links.secret);
  if (!receiptId) throw invalidLink();
  const [receipt, notes, settings] = await Promise.all([
    receiptsCollection(deps.db).doc(receiptId).get(),
    creditNotesCollection(deps.db).where('receiptId', '==', receiptId).get(),
    loadReceiptSettingsNow(deps.db),
  ]);
  const found = receipt.data();
  if (!found) throw invalidLink();
  return {
    number: found.number,
    kind: found.kind,
    issuedAt: found.issuedAt.toDate().toISOString(),
    amountCents: found.amountCents,
    stampDutyCents: found.stampDutyCents,
    paymentReference: found.paymentIntentId,
    association: found.association,
    payer: found.payer,
    description: found.description,
    wording: found.wording,
    creditNotes: notes.docs
      .map((doc) => doc.data())
      .sort((a, b) => a.year - b.year || a.sequence - b.sequence)
      .map((note) => ({
        number: note.number,
        issuedAt: note.issuedAt.toDate().toISOString(),
        amountCents: note.amountCents,
      })),
    creditNoteWording: settings.creditNoteWording,
  };
}
