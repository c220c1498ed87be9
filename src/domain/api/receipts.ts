import { z } from '@/domain/zod';
import { RECEIPT_KINDS } from '@/domain/receipts/kinds';

/** The page a receipt's signed link opens (`/ricevuta?token=…`). */
export const RECEIPT_PATH = '/ricevuta';

/** getReceipt: a receipt read through its signed link. */
export const getReceiptRequestSchema = z.object({ token: z.string().min(1).max(200) });
export type GetReceiptRequest = z.infer<typeof getReceiptRequestSchema>;

/** Bounds of an answer's texts: a receipt's line, name or reference is far shorter. */
const TEXT = 600;
const LINES = 20;
const text = z.string().max(TEXT);
const bilingual = z.object({ it: text, en: text });
const number = z.string().max(20);
const instant = z.string().max(40);

/** A receipt as its page and its PDF show it: what the receipt states, and its credit notes. */
export const receiptViewSchema = z.object({
  number,
  kind: z.enum(RECEIPT_KINDS),
  /** ISO instant of issue. */
  issuedAt: instant,
  amountCents: z.number().int(),
  stampDutyCents: z.number().int(),
  paymentReference: text.nullable(),
  association: z.object({
    legalName: text,
    addressLines: z.array(text).max(LINES),
    taxCode: text,
    vatNumber: text,
  }),
  payer: z.object({ name: text, taxCode: text.nullable() }),
  description: z.array(bilingual).max(LINES),
  wording: bilingual,
  creditNotes: z
    .array(z.object({ number, issuedAt: instant, amountCents: z.number().int() }))
    .max(LINES * 5),
  creditNoteWording: bilingual,
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;
