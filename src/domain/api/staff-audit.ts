import { z } from '@/domain/zod';
import { TOUR_IDS } from '@/domain/tours';
import { ID_MAX_LENGTH } from './ids';
import { scheduleChangeSchema } from './staff-calendar';
import { rentalStockChangeSchema } from './staff-rental-stock';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH, UID_MAX_LENGTH } from './lengths';
import { MEMBER_NUMBER_MAX_LENGTH } from './staff-members';
import { VOUCHER_CODE_INPUT_MAX } from '@/domain/vouchers/code';

/** The longest e-mail address (RFC 5321's path limit) and document path an entry names. */
const EMAIL_MAX_LENGTH = 254;
const TARGET_MAX_LENGTH = 200;

/**
 * The staff audit log (`auditLog`): one entry per staff action, written by the server in the same
 * code path as the action, read by staff through the `staffAuditLog` callable. An action is a call
 * that changes something (calling off a date, a check-in recorded) or discloses customers'
 * personal data (reading a day's roster, which the CSV export is made from, a booking's story, a
 * search's results). Previews, resends of
 * a recorded check-in and refused calls change nothing and are not entries.
 */

/**
 * Actions a guide's copy of the log leaves out whole: vouchers are managers' business (their
 * codes are money to whoever reads them).
 */
const MANAGER_ONLY_ACTIONS = [
  /** A search in "Buoni" answered: how many vouchers it listed, never the query. */
  'vouchers_searched',
  /** A voucher's mail queued again by a manager ("Invia di nuovo il buono"). */
  'voucher_resent',
  /** A voucher's validity extended by a manager ("Proroga"). */
  'voucher_extended',
  /** A voucher voided by a manager, with the balance it took and the reason. */
  'voucher_voided',
  /** A voucher issued by hand by a manager, its amount and the reason. */
  'voucher_issued',
  /** The treasurer's CSV of a month's vouchers made. */
  'voucher_report_read',
  /** A payout's lines read in "Cassa": they name who paid. */
  'payout_lines_read',
  /** One of the accountant's files (receipts register, credit notes, prima nota) made. */
  'accounting_file_read',
] as const;

export const STAFF_ACTIONS = [
  ...MANAGER_ONLY_ACTIONS,
  'cancel_tour_date',
  /** A date postponed for bad weather ("Rinvia data"): its bookings moved to another day. */
  'postpone_tour_date',
  'check_in',
  'roster_read',
  /** The membership applications waiting were read (names, tax codes, documents). */
  'applications_read',
  'application_admitted',
  'application_renewed',
  'application_rejected',
  /** The member register was read whole (names, e-mail addresses). */
  'register_read',
  'member_renew',
  /** A fee paid at the desk or by bank transfer recorded in "Registro soci", with its receipt. */
  'member_fee_recorded',
  'register_import',
  /** A participant's waiver signed on a staff phone ("Firma qui") and recorded. */
  'waiver_collected',
  /** A manager moved one paid booking to another date of its tour ("Cambia data"). */
  'booking_date_changed',
  /** "Risolto" in "Da controllare": a booking's flags or a given-up mail dealt with. */
  'attention_resolved',
  /** A manager asked Stripe again for a failed refund ("Riprova il rimborso"). */
  'refund_retried',
  /** A manager sent a given-up mail again ("Invia di nuovo"). */
  'mail_resent',
  /** A manager changed a tour's schedule from "Calendario" (one change per entry). */
  'schedule_changed',
  /** A manager cancelled one paid booking ("Cerca prenotazione"), with its refund and reason. */
  'booking_cancelled',
  /** A manager sent a booking's confirmation (with its ticket) again ("Cerca prenotazione"). */
  'confirmation_resent',
  /** A booking's story opened in "Cerca prenotazione": its customer, riders, mails and timeline. */
  'booking_story_read',
  /** A search in "Cerca prenotazione" answered: how many bookings it listed, never the query. */
  'bookings_searched',
  /** A date's waiting list read (names, e-mail addresses). */
  'waitlist_read',
  /** The desk's day of rentals read in "Noleggi" (customers' names and phones). */
  'rental_day_read',
  /** Bikes handed out at the desk, with their frame numbers. */
  'rental_picked_up',
  /** Bikes back at the desk, with the time and a condition note. */
  'rental_returned',
  /** A manager changed the rental stock in "Noleggi" (one change per entry). */
  'rental_stock_changed',
  /** A manager cancelled a rental for bad weather ("Annulla per maltempo"), refunded in full. */
  'rental_cancelled',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The actions of MANAGER_ONLY_ACTIONS, for a quick look-up as the log is answered. */
export const MANAGER_ONLY_AUDIT_ACTIONS: ReadonlySet<StaffAction> = new Set(MANAGER_ONLY_ACTIONS);

/** What each action records about its outcome: small, and enough to tell what happened. */
export const cancelTourDateAuditSchema = z.object({
  tourId: z.enum(TOUR_IDS),
  date: z.string().max(DATE_LENGTH),
  /** Paid bookings cancelled with a full refund, their riders and the refunds' total. */
  bookings: z.number().int().nonnegative(),
  participants: z.number().int().nonnegative(),
  /** Answered to managers only (staffAuditLog leaves it out for a guide). */
  refundCents: z.number().int().nonnegative().optional(),
  /** Bookings or open checkouts that could not be cancelled this time (the call is repeatable). */
  failed: z.number().int().nonnegative(),
  /** Bookings listed on the date that had left it (or were no longer paid) when their turn came. */
  skipped: z.number().int().nonnegative().optional(),
  /** False from the moment the action starts until it has run (older entries: absent). */
  completed: z.boolean().optional(),
});
export const postponeTourDateAuditSchema = z.object({
  tourId: z.enum(TOUR_IDS),
  date: z.string().max(DATE_LENGTH),
  newDate: z.string().max(DATE_LENGTH),
  /** Paid bookings on the date, those moved and those that did not fit (offered other choices). */
  bookings: z.number().int().nonnegative(),
  moved: z.number().int().nonnegative(),
  notMoved: z.number().int().nonnegative(),
  /** Bookings or open checkouts not handled this time (the call is repeatable). */
  failed: z.number().int().nonnegative(),
  /** Bookings listed on the date that had left it (or were no longer paid) when their turn came. */
  skipped: z.number().int().nonnegative().optional(),
  /** False from the moment the action starts until it has run (older entries: absent). */
  completed: z.boolean().optional(),
});
export const checkInAuditSchema = z.object({
  bookingId: z.string().max(ID_MAX_LENGTH),
  /** The device's own time of the scan (the entry's `at` is the server's). */
  scannedAt: z.string().max(TIMESTAMP_MAX_LENGTH),
});
export const rosterReadAuditSchema = z.object({
  date: z.string().max(DATE_LENGTH),
  /** How many bookings the roster listed. */
  bookings: z.number().int().nonnegative(),
});
/** The waiting applications a manager read: how many the list showed. */
export const applicationsReadAuditSchema = z.object({
  applications: z.number().int().nonnegative(),
});
/** An admission or a renewal confirmed: the member number and how long the membership runs. */
export const applicationAdmittedAuditSchema = z.object({
  applicationId: z.string().max(ID_MAX_LENGTH),
  memberNumber: z.string().max(MEMBER_NUMBER_MAX_LENGTH),
  validUntil: z.string().max(DATE_LENGTH),
  resolutionDate: z.string().max(DATE_LENGTH),
});
/** A rejection; its reason went to the applicant and stays out of the log every guide reads. */
export const applicationRejectedAuditSchema = z.object({
  applicationId: z.string().max(ID_MAX_LENGTH),
  resolutionDate: z.string().max(DATE_LENGTH),
});
/** The register a manager read: how many members it listed. */
export const registerReadAuditSchema = z.object({
  members: z.number().int().nonnegative(),
});
/** One membership extended from the register ("Rinnova"). */
export const memberRenewAuditSchema = z.object({
  memberNumber: z.string().max(MEMBER_NUMBER_MAX_LENGTH),
  previousValidUntil: z.string().max(DATE_LENGTH),
  validUntil: z.string().max(DATE_LENGTH),
});
export const memberFeeRecordedAuditSchema = z.object({
  memberNumber: z.string().max(MEMBER_NUMBER_MAX_LENGTH),
  year: z.number().int(),
  amountCents: z.number().int().nonnegative(),
  method: z.enum(['cash', 'bank_transfer']),
  receiptNumber: z.string().max(20),
});
/** An import written (its preview changes nothing and is not an entry): its lines by outcome. */
export const registerImportAuditSchema = z.object({
  new: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
});
/**
 * One waiver collected on a staff phone: whose (a booking's participant, or a rental's rider at the
 * desk), and the phone's own time of the signature.
 */
const waiverCollectedFields = {
  participantIndex: z.number().int().min(0),
  signedAtDevice: z.string().max(TIMESTAMP_MAX_LENGTH),
};
export const waiverCollectedAuditSchema = z.union([
  z.object({ bookingId: z.string().max(ID_MAX_LENGTH), ...waiverCollectedFields }),
  z.object({ rentalId: z.string().max(ID_MAX_LENGTH), ...waiverCollectedFields }),
]);

/** One booking moved to another date by a manager. */
export const bookingDateChangedAuditSchema = z.object({
  bookingId: z.string().max(ID_MAX_LENGTH),
  from: z.string().max(DATE_LENGTH),
  to: z.string().max(DATE_LENGTH),
  /** Why, for a booking whose tour had begun (managers only read it: see staffAuditLog). */
  reason: z.string().max(500).optional(),
});

/** One calendar change: the tour and the change as the manager sent it. */
export const scheduleChangedAuditSchema = z.object({
  tourId: z.enum(TOUR_IDS),
  change: scheduleChangeSchema,
});

/** An item of "Da controllare" resolved: which, and for a booking the reasons it cleared. */
export const attentionResolvedAuditSchema = z.object({
  itemId: z.string().max(TARGET_MAX_LENGTH),
  reasons: z.array(z.string().max(60)).max(20),
});
/** A failed refund asked for again, and what Stripe answered. */
const refundRetriedFields = {
  /** `requested` until Stripe answered (written before asking), then its answer. */
  outcome: z.string().max(40),
  completed: z.boolean().optional(),
};
/** A cancelled booking's or rental's failed refund asked of Stripe again. */
export const refundRetriedAuditSchema = z.union([
  z.object({ bookingId: z.string().max(ID_MAX_LENGTH), ...refundRetriedFields }),
  z.object({ rentalId: z.string().max(ID_MAX_LENGTH), ...refundRetriedFields }),
]);
/** A given-up mail sent again, and how the attempt went. */
export const mailResentAuditSchema = z.object({
  mailId: z.string().max(TARGET_MAX_LENGTH),
  /** `requested` until the attempt ended (written before sending), then how it went. */
  outcome: z.string().max(40),
  completed: z.boolean().optional(),
});

/** One booking cancelled by a manager: the refund given (policy's or chosen) and why. */
export const bookingCancelledAuditSchema = z.object({
  bookingId: z.string().max(ID_MAX_LENGTH),
  /** The refund and the reason are answered to managers only (left out for a guide). */
  refundCents: z.number().int().nonnegative().optional(),
  /** `policy` when the terms' refund was given, `chosen` when the manager set it. */
  refundBasis: z.enum(['policy', 'chosen']),
  reason: z.string().max(500).optional(),
});
/** A booking's confirmation queued again by a manager. */
export const confirmationResentAuditSchema = z.object({
  bookingId: z.string().max(ID_MAX_LENGTH),
});
/** A booking's story read whole by staff. */
export const bookingStoryReadAuditSchema = z.object({
  bookingId: z.string().max(ID_MAX_LENGTH),
});
/** One page of a booking search: how many bookings it disclosed. */
export const bookingsSearchedAuditSchema = z.object({
  results: z.number().int().nonnegative(),
});

/** A date's waiting list read by staff: how many entries it showed. */
export const waitlistReadAuditSchema = z.object({
  tourId: z.enum(TOUR_IDS),
  date: z.string().max(DATE_LENGTH),
  entries: z.number().int().nonnegative(),
});

/** The printed voucher code an entry names. */
const voucherCode = z.string().max(VOUCHER_CODE_INPUT_MAX);
export const vouchersSearchedAuditSchema = z.object({
  results: z.number().int().nonnegative(),
});
export const voucherResentAuditSchema = z.object({
  code: voucherCode,
  mailId: z.string().max(TARGET_MAX_LENGTH),
});
export const voucherExtendedAuditSchema = z.object({
  code: voucherCode,
  from: z.string().max(DATE_LENGTH),
  to: z.string().max(DATE_LENGTH),
});
export const voucherVoidedAuditSchema = z.object({
  code: voucherCode,
  /** The balance the void took. */
  balanceCents: z.number().int(),
  reason: z.string().max(500),
});
export const voucherIssuedAuditSchema = z.object({
  code: voucherCode,
  amountCents: z.number().int().nonnegative(),
  reason: z.string().max(500),
});
export const voucherReportReadAuditSchema = z.object({
  month: z.string().max(7),
  lines: z.number().int().nonnegative(),
});
export const rentalDayReadAuditSchema = z.object({
  date: z.string().max(DATE_LENGTH),
  rentals: z.number().int().nonnegative(),
});
export const rentalPickedUpAuditSchema = z.object({
  rentalId: z.string().max(ID_MAX_LENGTH),
  frameNumbers: z.array(z.string().max(40)).max(20),
  /** The device's own time of the pick-up (the entry's `at` is the server's). */
  at: z.string().max(TIMESTAMP_MAX_LENGTH),
});
export const rentalStockChangedAuditSchema = z.object({ change: rentalStockChangeSchema });
export const rentalCancelledAuditSchema = z.object({
  rentalId: z.string().max(ID_MAX_LENGTH),
  /** Answered to managers only (left out for a guide). */
  refundCents: z.number().int().nonnegative().optional(),
});

export const rentalReturnedAuditSchema = z.object({
  rentalId: z.string().max(ID_MAX_LENGTH),
  at: z.string().max(TIMESTAMP_MAX_LENGTH),
  late: z.boolean(),
});

export const payoutLinesReadAuditSchema = z.object({
  payoutId: z.string().max(80),
  lines: z.number().int().nonnegative(),
});

export const accountingFileReadAuditSchema = z.object({
  period: z.string().max(7),
  file: z.enum(['register', 'credit_notes', 'prima_nota']),
  lines: z.number().int().nonnegative(),
});

/**
 * What a guide's copy of an entry leaves out: the amounts, refund figures and managers' free-text
 * reasons (least privilege; managers read every field).
 */
export const MANAGER_ONLY_AUDIT_DETAILS = ['refundCents', 'reason'] as const;

const entryBase = {
  id: z.string().max(ID_MAX_LENGTH),
  /** When the server recorded the action (ISO). */
  at: z.string().max(TIMESTAMP_MAX_LENGTH),
  actorUid: z.string().max(UID_MAX_LENGTH),
  actorEmail: z.string().max(EMAIL_MAX_LENGTH),
  /**
   * What was acted on or read: `schedules/{tourId}`, `bookings/{id}`, a day's bookings, a
   * booking's story (`bookings/{id}/story`) or the bookings searched.
   */
  target: z.string().max(TARGET_MAX_LENGTH),
};

export const auditEntrySchema = z.discriminatedUnion('action', [
  z.object({
    ...entryBase,
    action: z.literal('cancel_tour_date'),
    details: cancelTourDateAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('postpone_tour_date'),
    details: postponeTourDateAuditSchema,
  }),
  z.object({ ...entryBase, action: z.literal('check_in'), details: checkInAuditSchema }),
  z.object({ ...entryBase, action: z.literal('roster_read'), details: rosterReadAuditSchema }),
  z.object({
    ...entryBase,
    action: z.literal('applications_read'),
    details: applicationsReadAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('application_admitted'),
    details: applicationAdmittedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('application_renewed'),
    details: applicationAdmittedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('application_rejected'),
    details: applicationRejectedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('register_read'),
    details: registerReadAuditSchema,
  }),
  z.object({ ...entryBase, action: z.literal('member_renew'), details: memberRenewAuditSchema }),
  z.object({
    ...entryBase,
    action: z.literal('member_fee_recorded'),
    details: memberFeeRecordedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('register_import'),
    details: registerImportAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('waiver_collected'),
    details: waiverCollectedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('booking_date_changed'),
    details: bookingDateChangedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('attention_resolved'),
    details: attentionResolvedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('refund_retried'),
    details: refundRetriedAuditSchema,
  }),
  z.object({ ...entryBase, action: z.literal('mail_resent'), details: mailResentAuditSchema }),
  z.object({
    ...entryBase,
    action: z.literal('schedule_changed'),
    details: scheduleChangedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('booking_cancelled'),
    details: bookingCancelledAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('confirmation_resent'),
    details: confirmationResentAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('booking_story_read'),
    details: bookingStoryReadAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('bookings_searched'),
    details: bookingsSearchedAuditSchema,
  }),
  z.object({ ...entryBase, action: z.literal('waitlist_read'), details: waitlistReadAuditSchema }),
  z.object({
    ...entryBase,
    action: z.literal('vouchers_searched'),
    details: vouchersSearchedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('voucher_resent'),
    details: voucherResentAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('voucher_extended'),
    details: voucherExtendedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('voucher_voided'),
    details: voucherVoidedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('voucher_issued'),
    details: voucherIssuedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('voucher_report_read'),
    details: voucherReportReadAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('rental_day_read'),
    details: rentalDayReadAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('rental_picked_up'),
    details: rentalPickedUpAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('rental_returned'),
    details: rentalReturnedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('rental_stock_changed'),
    details: rentalStockChangedAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('rental_cancelled'),
    details: rentalCancelledAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('payout_lines_read'),
    details: payoutLinesReadAuditSchema,
  }),
  z.object({
    ...entryBase,
    action: z.literal('accounting_file_read'),
    details: accountingFileReadAuditSchema,
  }),
]);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** How many of the latest entries one call answers. */
export const AUDIT_ENTRIES_PER_CALL = 50;

export const staffAuditLogRequestSchema = z.object({}).strict();
export const staffAuditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema).max(AUDIT_ENTRIES_PER_CALL),
});
export type StaffAuditLog = z.infer<typeof staffAuditLogResponseSchema>;
