import { z } from '@/domain/zod';
import { DELIVERY_STATES } from '@/domain/documents/mail';
import { LOCALES } from '@/domain/locale';
import { VOUCHER_CODE_INPUT_MAX } from '@/domain/vouchers/code';
import { VOUCHER_ENTRY_KINDS } from '@/domain/vouchers/ledger';
import { isHandIssueAmount } from '@/domain/vouchers/amount';
import { BOOKING_TEXT_LIMITS } from './booking';
import { ID_MAX_LENGTH, idSchema } from './ids';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH, TOUR_NAME_MAX_LENGTH } from './lengths';
import { localeSchema } from './locale-schema';
import { PERSON_NAME_MAX_LENGTH } from './party';
import { multiLineText, singleLineText } from './text';
import { VOUCHER_MESSAGE_MAX_LENGTH, VOUCHER_STATES } from './vouchers';
import { isoDateSchema, monthSchema } from './calendar-schemas';

/**
 * "Buoni" in the staff area (managers only): the search (staffFindVouchers), a manager's changes
 * to one voucher (staffChangeVoucher: resend, extend, void), a voucher issued by hand
 * (staffIssueVoucher) and the month's CSV for the treasurer (staffVoucherMonth). The ledger rule
 * is src/domain/vouchers/ledger.ts: every change is an entry, the balance their sum.
 */

/** The longest query: a full e-mail address fits. */
export const VOUCHER_SEARCH_MAX_LENGTH = 120;
/** Vouchers one search answers. */
export const VOUCHER_SEARCH_PAGE_SIZE = 20;
/** The longest reason a manager writes for a void or a voucher issued by hand. */
export const VOUCHER_REASON_MAX_LENGTH = 500;

const iso = z.string().max(TIMESTAMP_MAX_LENGTH);
const cents = z.number().int();
const name = z.string().max(PERSON_NAME_MAX_LENGTH);
const email = z.string().max(BOOKING_TEXT_LIMITS.email);
/** Why a manager voids or issues a voucher: kept in its ledger and the activity log. */
export const voucherReasonSchema = multiLineText(VOUCHER_REASON_MAX_LENGTH).pipe(
  z.string().min(1).max(VOUCHER_REASON_MAX_LENGTH),
);
/** A code as typed or printed (`VPT-…`): the server normalises it (src/domain/vouchers/code.ts). */
const typedCode = z.string().trim().min(1).max(VOUCHER_CODE_INPUT_MAX);

export const staffFindVouchersRequestSchema = z
  .object({ query: singleLineText(VOUCHER_SEARCH_MAX_LENGTH).min(1) })
  .strict();
export type StaffFindVouchersRequest = z.infer<typeof staffFindVouchersRequestSchema>;

/** One ledger entry as staff read it, oldest first. */
export const staffVoucherEntrySchema = z.object({
  kind: z.enum(VOUCHER_ENTRY_KINDS),
  amountCents: cents,
  at: iso,
  bookingId: z.string().max(ID_MAX_LENGTH).optional(),
  /** A manager's words: a void's reason, a hand issue's cause, an extension's dates. */
  note: z.string().max(VOUCHER_REASON_MAX_LENGTH).optional(),
});
export type StaffVoucherEntry = z.infer<typeof staffVoucherEntrySchema>;

/** How a voucher reaches its recipient. */
export const VOUCHER_DELIVERY_KINDS = ['now_to_buyer', 'scheduled', 'by_hand'] as const;

/** One issued voucher, whole: who bought it, for whom, its ledger and its delivery. */
export const staffVoucherSchema = z.object({
  /** The printed form, `VPT-XXXX-XXXX-XXXX`. */
  code: z.string().max(VOUCHER_CODE_INPUT_MAX),
  state: z.enum(VOUCHER_STATES),
  amountCents: cents.nonnegative(),
  balanceCents: cents,
  tour: z
    .object({ tourName: z.string().max(TOUR_NAME_MAX_LENGTH), people: z.number().int() })
    .optional(),
  validUntil: z.string().max(DATE_LENGTH),
  buyerName: name,
  buyerEmail: email,
  recipientName: name,
  /** Where the voucher goes: the buyer's address when it was delivered to the buyer. */
  deliveryEmail: email,
  message: z.string().max(VOUCHER_MESSAGE_MAX_LENGTH),
  locale: z.enum(LOCALES),
  delivery: z.enum(VOUCHER_DELIVERY_KINDS),
  /** A scheduled delivery's time (ISO). */
  deliverAt: iso.optional(),
  /** When its mails were queued; absent while a scheduled delivery waits. */
  deliveredAt: iso.optional(),
  /** The voucher mail's delivery, as the outbox last reported it. */
  mailStatus: z.enum(DELIVERY_STATES).optional(),
  issuedAt: iso.optional(),
  voidedAt: iso.optional(),
  /** Paid online (a sale), or issued by a manager. */
  origin: z.enum(['sale', 'by_hand']),
  entries: z.array(staffVoucherEntrySchema).max(500),
});
export type StaffVoucher = z.infer<typeof staffVoucherSchema>;

export const staffFindVouchersResponseSchema = z.object({
  vouchers: z.array(staffVoucherSchema).max(VOUCHER_SEARCH_PAGE_SIZE),
  /** More vouchers matched than one answer lists: the query should be narrower. */
  more: z.boolean(),
  asOf: iso,
});
export type StaffFindVouchersResponse = z.infer<typeof staffFindVouchersResponseSchema>;

/** One change a manager makes to a voucher. */
export const voucherChangeSchema = z.discriminatedUnion('kind', [
  /** Queue the voucher mail again; the same requestId (a double tap) queues it once. */
  z.object({ kind: z.literal('resend'), requestId: idSchema }).strict(),
  /** A new last day of use, later than the current one (an `extend` entry). */
  z.object({ kind: z.literal('extend'), validUntil: isoDateSchema }).strict(),
  /** The voucher stops being usable; its balance leaves with a `void` entry. */
  z.object({ kind: z.literal('void'), reason: voucherReasonSchema }).strict(),
]);
export type VoucherChange = z.infer<typeof voucherChangeSchema>;

export const staffChangeVoucherRequestSchema = z
  .object({ code: typedCode, change: voucherChangeSchema })
  .strict();
export type StaffChangeVoucherRequest = z.input<typeof staffChangeVoucherRequestSchema>;

export const staffChangeVoucherResponseSchema = z.object({
  /** False when the change was already made (a double tap, another manager): nothing twice. */
  changed: z.boolean(),
  voucher: staffVoucherSchema,
});
export type StaffChangeVoucherResponse = z.infer<typeof staffChangeVoucherResponseSchema>;

/** A voucher a manager issues by hand: an amount, mailed at once to the recipient. */
export const staffIssueVoucherRequestSchema = z
  .object({
    /** Chosen by the form once per voucher: a repeated request issues one voucher. */
    requestId: idSchema,
    amountCents: z
      .number()
      .int()
      .refine(isHandIssueAmount, { message: 'voucher:amount-out-of-range' }),
    recipientName: singleLineText(PERSON_NAME_MAX_LENGTH).min(1),
    recipientEmail: z.email().max(BOOKING_TEXT_LIMITS.email),
    message: multiLineText(VOUCHER_MESSAGE_MAX_LENGTH).default(''),
    /** The recipient's language: the mail and the voucher are written in it. */
    locale: localeSchema,
    reason: voucherReasonSchema,
  })
  .strict();
export type StaffIssueVoucherRequest = z.input<typeof staffIssueVoucherRequestSchema>;

export const staffIssueVoucherResponseSchema = z.object({
  /** False when this request had already issued its voucher: that one is answered. */
  created: z.boolean(),
  voucher: staffVoucherSchema,
});
export type StaffIssueVoucherResponse = z.infer<typeof staffIssueVoucherResponseSchema>;

/** The month of the treasurer's CSV: `YYYY-MM`. */
export const staffVoucherMonthRequestSchema = z
  .object({
    month: monthSchema,
    /** The language of the file's headings and words. */
    locale: localeSchema,
  })
  .strict();
export type StaffVoucherMonthRequest = z.input<typeof staffVoucherMonthRequestSchema>;

export const staffVoucherMonthResponseSchema = z.object({
  fileName: z.string().max(80),
  /** The CSV text (src/domain/vouchers/month-report.ts), cells defused for spreadsheets. */
  csv: z.string().max(5_000_000),
  /** Vouchers sold or issued in the month, and their total. */
  sales: z.number().int().nonnegative(),
  salesCents: cents,
  /** Bookings paid by voucher in the month, and what they took from vouchers (positive). */
  spends: z.number().int().nonnegative(),
  spendsCents: cents,
});
export type StaffVoucherMonth = z.infer<typeof staffVoucherMonthResponseSchema>;
