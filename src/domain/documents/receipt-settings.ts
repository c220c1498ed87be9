import { z } from '@/domain/zod';
import { RECEIPT_KINDS, type ReceiptKind } from '@/domain/receipts/kinds';

/** Where the accountant edits the receipts' wording and stamp duty in the Firebase console. */
export const RECEIPT_SETTINGS_PATH = { collection: 'settings', id: 'receipts' } as const;

const bilingual = z.object({ it: z.string().min(1).max(600), en: z.string().min(1).max(600) });

/**
 * `settings/receipts`: the sentence each kind of receipt states its tax regime with, and the stamp
 * duty (imposta di bollo) marked on receipts of the listed kinds above a threshold. Read in the
 * transaction that issues a receipt, so a receipt carries the wording of its day.
 */
export const receiptSettingsSchema = z.object({
  wording: z.object({
    booking: bilingual,
    voucher_sale: bilingual,
    rental: bilingual,
    fee: bilingual,
  }),
  creditNoteWording: bilingual,
  stampDuty: z.object({
    /** A receipt of more than this many cents gets the stamp (Italy: 7747, i.e. 77,47 €). */
    thresholdCents: z.number().int().min(0),
    amountCents: z.number().int().min(0),
    /** The kinds it applies to; none by default, as the accountant decides. */
    kinds: z.array(z.enum(RECEIPT_KINDS)),
  }),
});
export type ReceiptSettings = z.infer<typeof receiptSettingsSchema>;

const ACTIVITY = {
  it: "Corrispettivo specifico versato dal socio per attività istituzionale dell'associazione: non imponibile ai sensi dell'art. 148, c. 3, TUIR, fuori campo IVA ai sensi dell'art. 4, c. 4, D.P.R. 633/1972.",
  en: "Specific fee paid by a member for the association's institutional activity: not taxable under art. 148(3) TUIR, outside the scope of VAT under art. 4(4) Presidential Decree 633/1972.",
};

/**
 * What the server applies while the document is missing or malformed, and what the settings
 * import writes: the usual wording of an A.S.D.'s receipts, for the accountant to confirm, and no
 * stamp duty on any kind.
 */
export const DEFAULT_RECEIPT_SETTINGS: ReceiptSettings = {
  wording: {
    booking: ACTIVITY,
    rental: ACTIVITY,
    voucher_sale: {
      it: "Buono regalo multiuso per le attività dell'associazione: il corrispettivo si considera percepito all'utilizzo del buono (art. 6-ter D.P.R. 633/1972).",
      en: "Multi-purpose gift voucher for the association's activities: the payment counts as received when the voucher is used (art. 6-ter Presidential Decree 633/1972).",
    },
    fee: {
      it: "Quota associativa: non imponibile ai sensi dell'art. 148, c. 1, TUIR, fuori campo IVA ai sensi dell'art. 4 D.P.R. 633/1972.",
      en: 'Membership fee: not taxable under art. 148(1) TUIR, outside the scope of VAT under art. 4 Presidential Decree 633/1972.',
    },
  },
  creditNoteWording: {
    it: 'Nota di credito: storno totale o parziale della ricevuta indicata, per il rimborso effettuato.',
    en: 'Credit note: full or partial reversal of the receipt named, for the refund made.',
  },
  stampDuty: { thresholdCents: 7747, amountCents: 200, kinds: [] },
};

/** The stamp duty a receipt of `kind` and `amountCents` carries under `settings`. */
export function stampDutyCents(
  settings: ReceiptSettings,
  kind: ReceiptKind,
  amountCents: number,
): number {
  const { stampDuty } = settings;
  return stampDuty.kinds.includes(kind) && amountCents > stampDuty.thresholdCents
    ? stampDuty.amountCents
    : 0;
}
