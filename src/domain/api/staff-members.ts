import { z } from '@/domain/zod';
import { APPLICATION_STATUSES } from '@/domain/documents/membership-application';
import { MEMBERSHIP_TYPES } from '@/domain/membership-rules';
import { BOOKING_STATUSES, PARTICIPANTS_MAX } from './booking';
import { ID_MAX_LENGTH, idSchema } from './ids';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH, TOUR_NAME_MAX_LENGTH } from './lengths';
import { MEMBERSHIP_TEXT_LIMITS } from './membership';
import { multiLineText } from './text';
import { isoDateSchema } from './calendar-schemas';

/**
 * The board's side of membership, for managers only (the server checks the `manager` claim of
 * the verified token): the applications waiting and their decision, and the member register.
 * Tax codes and document numbers are in these answers for the board; no public callable returns
 * them.
 */

/** The longest member number the register takes (`YYYY-NNN`, or an older numbering imported). */
export const MEMBER_NUMBER_MAX_LENGTH = 20;
const text = (max: number) => z.string().max(max);

/** A provisional booking an application carries: cancelled and refunded if it is rejected. */
const provisionalBookingSchema = z.object({
  bookingId: z.string().max(ID_MAX_LENGTH),
  tourName: z.string().max(TOUR_NAME_MAX_LENGTH),
  selectedDate: z.string().max(DATE_LENGTH),
  participants: z.number().int().min(1).max(PARTICIPANTS_MAX),
  status: z.enum(BOOKING_STATUSES),
  amountTotalCents: z.number().int().nonnegative(),
});

const limits = MEMBERSHIP_TEXT_LIMITS;
/** What the board needs to decide on one application. */
export const applicationSummarySchema = z.object({
  id: z.string().max(ID_MAX_LENGTH),
  /** When the server stored it (ISO). */
  submittedAt: z.string().max(TIMESTAMP_MAX_LENGTH),
  status: z.enum(APPLICATION_STATUSES),
  /** Whose membership it asks for (the minor's on a minor's application). */
  memberName: text(limits.fullName),
  fullName: text(limits.fullName),
  email: text(limits.email),
  phone: text(limits.phone),
  membershipType: z.enum(MEMBERSHIP_TYPES),
  birthDate: text(DATE_LENGTH),
  birthPlace: text(limits.birthPlace),
  /** "Via Roma 1, 37015 Sant'Ambrogio (VR), IT": the address as one line. */
  address: text(limits.address + limits.city + limits.postalCode + 20),
  taxCode: text(limits.taxCode),
  documentType: text(20),
  documentNumber: text(limits.documentNumber),
  minorName: text(limits.minorName),
  minorBirthDate: text(DATE_LENGTH),
  parentName: text(limits.parentName),
  notes: text(limits.notes),
  /** A renewal: the member number it renews. */
  renewalOf: text(MEMBER_NUMBER_MAX_LENGTH).optional(),
  provisionalBookings: z.array(provisionalBookingSchema).max(50),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** How many waiting applications one answer lists (oldest first). */
export const APPLICATIONS_PER_CALL = 200;

export const staffApplicationsRequestSchema = z.object({}).strict();
export const staffApplicationsResponseSchema = z.object({
  applications: z.array(applicationSummarySchema).max(APPLICATIONS_PER_CALL),
});
export type StaffApplications = z.infer<typeof staffApplicationsResponseSchema>;

/** How many applications one decision takes: a board meeting's worth. */
export const DECISIONS_PER_CALL = 50;
export const REJECTION_REASON_MAX_LENGTH = 500;

const decisionBase = {
  applicationIds: z.array(idSchema).min(1).max(DECISIONS_PER_CALL),
  /** "Delibera del": the day of the board's resolution, today or earlier (Europe/Rome). */
  resolutionDate: isoDateSchema,
};
/** Why the board rejects an application: sent to the applicant in their mail. */
export const rejectionReasonSchema = multiLineText(REJECTION_REASON_MAX_LENGTH).min(1);

export const staffDecideApplicationsRequestSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('admit'), ...decisionBase }).strict(),
  z
    .object({
      decision: z.literal('reject'),
      ...decisionBase,
      reason: rejectionReasonSchema,
    })
    .strict(),
]);
export type StaffDecideApplicationsRequest = z.infer<typeof staffDecideApplicationsRequestSchema>;

export const DECISION_OUTCOMES = [
  'admitted',
  /** A renewal confirmed: the member's validUntil moved to the next year end. */
  'renewed',
  'rejected',
  /** Decided before (by another manager, or a repeated tap): nothing changed. */
  'already_decided',
  'not_found',
] as const;
export const staffDecideApplicationsResponseSchema = z.object({
  results: z
    .array(
      z.object({
        applicationId: z.string().max(ID_MAX_LENGTH),
        outcome: z.enum(DECISION_OUTCOMES),
        memberNumber: text(MEMBER_NUMBER_MAX_LENGTH).optional(),
        validUntil: text(DATE_LENGTH).optional(),
        /** Provisional bookings cancelled (with a full refund) by a rejection. */
        bookingsCancelled: z.number().int().nonnegative().optional(),
      }),
    )
    .max(DECISIONS_PER_CALL),
});
export type StaffDecideApplicationsResponse = z.infer<typeof staffDecideApplicationsResponseSchema>;

/** One row of the register as staff see it and as the CSV export writes it. */
export const memberRowSchema = z.object({
  memberNumber: text(MEMBER_NUMBER_MAX_LENGTH),
  fullName: text(limits.fullName),
  membershipType: z.enum(MEMBERSHIP_TYPES).optional(),
  /** The day of admission (Europe/Rome), `YYYY-MM-DD`. */
  admittedOn: text(DATE_LENGTH).optional(),
  resolutionDate: text(DATE_LENGTH).optional(),
  validUntil: text(DATE_LENGTH),
  email: text(limits.email).optional(),
  /** The membership years whose fee the member paid online (`members.feesPaid`). */
  feeYearsPaid: z.array(z.number().int()).max(100).optional(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

/**
 * The largest register one answer carries, twice the several thousand members the association
 * keeps: at 5,000 a register of that size plus a few more was refused by the browser
 * (`npm run bench -- --season`).
 */
export const REGISTER_MAX_ROWS = 10_000;

/** Register rows one answer lists, in member-number order: a page of "Registro soci". */
export const REGISTER_PAGE_SIZE = 50;
/** The longest register search typed: a full name, or a member number. */
export const REGISTER_SEARCH_MAX_LENGTH = 80;
/** A page's position: its last row's member number (the document id). */
const registerCursor = z.string().min(1).max(200);

export const staffMembersRequestSchema = z
  .object({
    /** The page after the one that ended on this row. */
    after: registerCursor.optional(),
    /** Name or member number: the rows whose words begin with each word typed. */
    search: z.string().max(REGISTER_SEARCH_MAX_LENGTH).optional(),
    /** "Esporta CSV": the whole register at once, on purpose (no page, no search). */
    all: z.literal(true).optional(),
  })
  .strict();
export type StaffMembersRequest = z.input<typeof staffMembersRequestSchema>;
export const staffMembersResponseSchema = z.object({
  members: z.array(memberRowSchema).max(REGISTER_MAX_ROWS),
  /** Where the next page starts; absent on the last page (and for the whole register). */
  nextCursor: registerCursor.optional(),
  /** Rows in the register, and of those without the fee year under way paid (counted, not read). */
  total: z.number().int().min(0),
  unpaid: z.number().int().min(0),
  /** The fee year under way by the server's clock and settings: "Soci" marks whoever has not paid it. */
  feeYear: z.number().int().min(2000).max(2999),
  /**
   * Ids of rows the server cannot read (a console edit with validUntil 31/12/2026, say): left out
   * of `members` and named so staff correct them. 1500 bytes is Firestore's longest id.
   */
  unreadable: z.array(text(1500)).max(REGISTER_MAX_ROWS),
});
export type StaffMembers = z.infer<typeof staffMembersResponseSchema>;

export const staffRenewMemberRequestSchema = z
  .object({ memberNumber: z.string().min(1).max(MEMBER_NUMBER_MAX_LENGTH) })
  .strict();
export const staffRenewMemberResponseSchema = z.object({
  memberNumber: text(MEMBER_NUMBER_MAX_LENGTH),
  validUntil: text(DATE_LENGTH),
});

/** How a fee paid outside Stripe reached the association. */
export const OFFLINE_FEE_METHODS = ['cash', 'bank_transfer'] as const;
export type OfflineFeeMethod = (typeof OFFLINE_FEE_METHODS)[number];

/**
 * "Registra quota": a fee paid at the desk or by bank transfer, for the fee year under way or the
 * next (a renewal paid ahead); the amount is the settings' for the member's type, never the
 * client's.
 */
export const staffRecordFeeRequestSchema = z
  .object({
    memberNumber: z.string().min(1).max(MEMBER_NUMBER_MAX_LENGTH),
    year: z.number().int().min(2000).max(2100),
    method: z.enum(OFFLINE_FEE_METHODS),
  })
  .strict();
export type StaffRecordFeeRequest = z.infer<typeof staffRecordFeeRequestSchema>;
export const staffRecordFeeResponseSchema = z.object({
  memberNumber: text(MEMBER_NUMBER_MAX_LENGTH),
  year: z.number().int(),
  amountCents: z.number().int().nonnegative(),
  receiptNumber: text(20),
});
export type StaffRecordFeeResponse = z.infer<typeof staffRecordFeeResponseSchema>;

/** The largest CSV an import takes (about 5,000 rows). */
export const IMPORT_CSV_MAX_LENGTH = 500_000;

export const staffImportMembersRequestSchema = z
  .object({
    csv: z.string().min(1).max(IMPORT_CSV_MAX_LENGTH),
    /** false: the preview only, nothing written; true: write what the preview showed. */
    apply: z.boolean(),
  })
  .strict();

/** Why a line of an import was refused: codes, translated by the staff page. */
export const IMPORT_LINE_PROBLEMS = [
  /** The first line does not name the register's columns (number, name and valid until at least). */
  'bad_header',
  'missing_member_number',
  /** Not a usable document id: letters, digits, . _ - only, starting with a letter or digit. */
  'bad_member_number',
  'missing_name',
  /** Too long, or hidden characters that could make it pass for another name. */
  'bad_name',
  'bad_valid_until',
  'bad_membership_type',
  'bad_date',
  'bad_email',
  'duplicate_in_file',
  'wrong_column_count',
  /** A quote opened and never closed: the rest of the file fell into this line. */
  'unclosed_quote',
] as const;
export type ImportLineProblem = (typeof IMPORT_LINE_PROBLEMS)[number];

export const importLineSchema = z.object({
  /** 1-based line number in the file (the header is line 1). */
  line: z.number().int().positive(),
  memberNumber: text(MEMBER_NUMBER_MAX_LENGTH).optional(),
  fullName: text(limits.fullName).optional(),
  outcome: z.enum(['new', 'updated', 'unchanged', 'rejected']),
  problem: z.enum(IMPORT_LINE_PROBLEMS).optional(),
});
export const staffImportMembersResponseSchema = z.object({
  lines: z.array(importLineSchema).max(REGISTER_MAX_ROWS + 1),
  applied: z.boolean(),
});
export type StaffImportMembers = z.infer<typeof staffImportMembersResponseSchema>;
