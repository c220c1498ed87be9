import { z } from '@/domain/zod';
import { RECEIPT_KINDS } from '@/domain/receipts/kinds';

/** The page a receipt's signed link opens (`/ricevuta?token=…`). */
export const RECEIPT_PATH = '/ricevuta';

/** getReceipt: a receipt read through its signed link. */
export const getReceiptRequestSchema = z.object({ token: z.string().min(1).max(200) });
export type GetReceiptRequest = z.infer<typeof getReceiptRequestSchema>;

const bilingual = z.object({ it: z.string(), en: z.string() });

/** A receipt as its page and its PDF show it: what the receipt states, and its credit notes. */
export const receiptViewSchema = z.object({
  number: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  /** ISO instant of issue. */
  issuedAt: z.string(),
  amountCents: z.number().int(),
  stampDutyCents: z.number().int(),
  paymentReference: z.string().nullable(),
  association: z.object({
    legalName: z.string(),
    addressLines: z.array(z.string()),
    taxCode: z.string(),
    vatNumber: z.string(),
  }),
  payer: z.object({ name: z.string(), taxCode: z.string().nullable() }),
  description: z.array(bilingual),
  wording: bilingual,
  creditNotes: z.array(
    z.object({ number: z.string(), issuedAt: z.string(), amountCents: z.number().int() }),
  ),
  creditNoteWording: bilingual,
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;
