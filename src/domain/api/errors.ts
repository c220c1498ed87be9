/**
 * Machine-readable reasons a callable sends in `HttpsError.details.reason`. The web app maps each to
 * a translated message; the codes the spec names (INVALID_DATE, CAPACITY_EXCEEDED, MISSING_FIELDS)
 * keep their names.
 */
const ERROR_REASONS = [
  'INVALID_DATE',
  'CAPACITY_EXCEEDED',
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
  'INTERNAL',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

export interface CallableErrorDetails {
  reason: ErrorReason;
  /** Field paths that failed validation, for the form to highlight. */
  fields?: string[];
  /** Extra figures for the message, e.g. remaining seats. */
  remaining?: number;
}

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);
}
