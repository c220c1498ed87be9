import { z } from '@/domain/zod';
import { ACCOUNTING_PERIOD } from '@/domain/receipts/accounting-report';

/**
 * "Ricevute" in the staff area (managers only): the accountant's files of a month or a year
 * (staffAccountingFile), made by the server from `receipts` and `creditNotes`
 * (src/domain/receipts/accounting-report.ts).
 */
export const ACCOUNTING_FILES = ['register', 'credit_notes', 'prima_nota'] as const;

export const staffAccountingFileRequestSchema = z
  .object({
    /** `YYYY` for a year, `YYYY-MM` for a month. */
    period: z.string().max(7).regex(ACCOUNTING_PERIOD, 'Invalid period'),
    file: z.enum(ACCOUNTING_FILES),
  })
  .strict();
export type StaffAccountingFileRequest = z.input<typeof staffAccountingFileRequestSchema>;

const cents = z.number().int().nonnegative();

export const staffAccountingFileResponseSchema = z.object({
  fileName: z.string().max(80),
  /** The CSV text, cells defused for spreadsheets. */
  csv: z.string().max(10_000_000),
  /** The same file as a table (headings first, totals last), for its PDF. */
  table: z.array(z.array(z.string().max(2_000)).max(12)).max(100_000),
  /** Lines in the file (receipts, or credit notes), and their totals apart. */
  lines: z.number().int().nonnegative(),
  feesCents: cents,
  activityCents: cents,
});
export type StaffAccountingFile = z.infer<typeof staffAccountingFileResponseSchema>;
