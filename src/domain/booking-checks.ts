import type { ParsedBookingRequest } from './api/booking';
import type { ErrorReason } from './api/errors';
import { judgeDate, type Schedule } from './schedule';
import { TERMS_VERSION } from './terms';

export type BookingProblem = Extract<
  ErrorReason,
  | 'BOOKING_CLOSED'
  | 'INVALID_DATE'
  | 'MEMBER_NOT_FOUND'
  | 'TERMS_NOT_ACCEPTED'
  | 'MEDICAL_CERT_REQUIRED'
>;

/**
 * The first rule of the booking form's submit order (requirements §5) that a request breaks, among those
 * that need no stored data: the date, the membership claim, the terms and the medical declaration.
 * Capacity (rule 3) and the register match need Firestore, so the server checks them itself.
 * The date is judged on the tour's live schedule at the instant `now`.
 */
export function firstBookingProblem(
  request: Pick<ParsedBookingRequest, 'selectedDate' | 'gating'>,
  schedule: Schedule,
  now: Date,
): BookingProblem | null {
  if (!schedule.bookable) return 'BOOKING_CLOSED';
  if (judgeDate(schedule, request.selectedDate, now) !== 'allowed') return 'INVALID_DATE';
  const { gating } = request;
  if (!gating.isMember || gating.memberNameEntered.trim() === '') return 'MEMBER_NOT_FOUND';
  if (!gating.termsAccepted || gating.termsVersion !== TERMS_VERSION) return 'TERMS_NOT_ACCEPTED';
  if (!gating.medicalCertDeclared) return 'MEDICAL_CERT_REQUIRED';
  return null;
}
