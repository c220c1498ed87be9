/**
 * The reasons only the staff area's callables give (the staff gate, the calendar, calling off and
 * postponing dates, the booking search). Their words live with the staff area
 * (src/lib/errors/staff-error-contexts.ts), so no public page carries them.
 */
export const STAFF_ONLY_REASONS = [
  /** A staff-only callable called without the `staff` claim. */
  'PERMISSION_DENIED',
  /** A manager's action (calling off a date, refunds, membership decisions) asked by a guide. */
  'MANAGER_ONLY',
  /** A staff call from an account whose e-mail address is not verified. */
  'EMAIL_NOT_VERIFIED',
  /** A staff action on a day already gone (Europe/Rome, server clock). */
  'DATE_IN_PAST',
  /** A calendar change that would take away a departure with seats held or sold on it: the
   *  date is cancelled or postponed instead, which tells its customers. */
  'DATE_HAS_BOOKINGS',
  /** A day's seats set below the seats already held or sold on it. */
  'SEATS_BELOW_BOOKED',
  /** A rental stock edit that would leave fewer units than are already rented on some days
   *  (named in `details.dates`): never oversold. */
  'STOCK_BELOW_RENTED',
  /** The schedule changed since the calendar read it (another manager, the console): reload. */
  'SCHEDULE_CHANGED',
  /** The schedule document is missing or malformed: the calendar cannot change it. */
  'SCHEDULE_UNREADABLE',
  /** A booking search under three characters once folded: it cannot be looked up by trigram. */
  'SEARCH_TOO_SHORT',
  /** A refund chosen by a manager above what the customer still has paid. */
  'REFUND_ABOVE_PAID',
  /** A confirmation asked for a booking that is not paid (nothing to confirm). */
  'BOOKING_NOT_PAID',
  /** A manager's move of a booking whose tour has begun (started, or checked in) without a reason. */
  'REASON_REQUIRED',
  /** A voucher's mail asked again before its scheduled delivery sent it once. */
  'VOUCHER_NOT_DELIVERED',
] as const;

/**
 * Machine-readable reasons a callable sends in `HttpsError.details.reason`. The web app maps each to
 * a translated message; the codes the spec names (INVALID_DATE, CAPACITY_EXCEEDED, MISSING_FIELDS)
 * keep their names.
 */
export const ERROR_REASONS = [
  ...STAFF_ONLY_REASONS,
  'INVALID_DATE',
  'CAPACITY_EXCEEDED',
  /** The member, e-mail or account already holds seats on two other dates, unpaid. */
  'TOO_MANY_HOLDS',
  /** Online booking is paused for the tour, or its schedule cannot be read (fails closed). */
  'BOOKING_CLOSED',
  'MISSING_FIELDS',
  'INVALID_INPUT',
  'MEMBER_NOT_FOUND',
  'MEMBERSHIP_LAPSED',
  'TERMS_NOT_ACCEPTED',
  'MEDICAL_CERT_REQUIRED',
  'RATE_LIMITED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  /** A booking that cannot be cancelled (not paid, or its tour has left). */
  'NOT_CANCELLABLE',
  /** The manage link is forged, mistyped or for a booking that no longer exists. */
  'INVALID_LINK',
  /** A genuine manage link that has stopped working: its booking is cancelled or refunded, or
   *  its tour is longer ago than `MANAGE_LINK_DAYS_AFTER_TOUR` (src/domain/manage-link.ts). */
  'LINK_NO_LONGER_VALID',
  /** This participant's waiver is already signed for the current text: a signature is never edited. */
  'WAIVER_ALREADY_SIGNED',
  /** The waiver's text changed while it was open: the page shows the new text to sign. */
  'WAIVER_TEXT_CHANGED',
  /** The booking's date can no longer be changed for free (72 hours or less before the start),
   *  or the booking is not paid: the page offers the cancellation the terms allow instead. */
  'DATE_CHANGE_NOT_ALLOWED',
  /** A waiting-list offer that has lapsed, was taken or was left: its seats are no longer held. */
  'WAITLIST_OFFER_ENDED',
  /** This e-mail address is already waiting for this date. */
  'ALREADY_ON_WAITLIST',
  /** The typed address has had all the mails the public forms may send it today
   *  (`CONFIRMATIONS_PER_RECIPIENT`): nothing was stored and nothing sent. */
  'TOO_MANY_MAILS_TO_ADDRESS',
  /** A gift voucher code that matches no issued voucher. */
  'VOUCHER_NOT_FOUND',
  /** A gift voucher past its validity. */
  'VOUCHER_EXPIRED',
  /** A gift voucher voided by a manager. */
  'VOUCHER_VOID',
  /** A gift voucher with nothing left (or all of it held by an open checkout). */
  'VOUCHER_EMPTY',
  /** A scheduled voucher delivery set in the past or more than a year ahead. */
  'INVALID_DELIVERY_TIME',
  /** A membership fee asked for an application whose fee is paid, or that the board decided. */
  'FEE_NOT_DUE',
  'INTERNAL',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

export type StaffOnlyReason = (typeof STAFF_ONLY_REASONS)[number];
/** A reason a public page's call may meet. */
export type PublicReason = Exclude<ErrorReason, StaffOnlyReason>;

export interface CallableErrorDetails {
  reason: ErrorReason;
  /** Field paths that failed validation, for the form to highlight. */
  fields?: string[];
  /** Extra figures for the message, e.g. remaining seats. */
  remaining?: number;
  /** The days (YYYY-MM-DD) a refusal concerns, e.g. those a stock edit would oversell. */
  dates?: string[];
}

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);
}

/**
 * The reason of a failure that came without one: the callable framework refuses some calls before
 * any handler runs (a missing or invalid App Check or ID token, a malformed request) and sends only
 * its code. Read by the server's callable wrapper and by the browser's error carrier.
 */
const REASON_OF_CODE: Readonly<Record<string, ErrorReason>> = {
  unauthenticated: 'UNAUTHENTICATED',
  'permission-denied': 'PERMISSION_DENIED',
  'invalid-argument': 'INVALID_INPUT',
  'resource-exhausted': 'RATE_LIMITED',
  'not-found': 'NOT_FOUND',
};

export function reasonForCode(code: string): ErrorReason {
  return REASON_OF_CODE[code] ?? 'INTERNAL';
}
