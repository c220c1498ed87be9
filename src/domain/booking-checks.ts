import type { ParsedBookingRequest } from './api/booking';
import type { ErrorReason } from './api/errors';
import { judgeTourDate } from './date-rules';
import { TERMS_VERSION } from './terms';
import { TOURS } from './tours';

export type BookingProblem = Extract<
  ErrorReason,
  'INVALID_DATE' | 'MEMBER_NOT_FOUND' | 'TERMS_NOT_ACCEPTED' | 'MEDICAL_CERT_REQUIRED'
>;

/**
 * The first rule of the booking form's submit order (spec §5) that a request breaks, among those
 * that need no stored data: the date, the membership claim, the terms and the medical declaration.
 * Capacity (rule 3) and the register match need Firestore, so the server checks them itself.
 * `today` is Rome's calendar day, so past dates are refused at the same midnight everywhere.
 */
export function firstBookingProblem(
  request: Pick<ParsedBookingRequest, 'tourId' | 'selectedDate' | 'gating'>,
  today: string,
): BookingProblem | null {
  if (judgeTourDate(TOURS[request.tourId], request.selectedDate, today) !== 'allowed') {
    return 'INVALID_DATE';
  }
  const { gating } = request;
  if (!gating.isMember || gating.memberNameEntered.trim() === '') return 'MEMBER_NOT_FOUND';
  if (!gating.termsAccepted || gating.termsVersion !== TERMS_VERSION) return 'TERMS_NOT_ACCEPTED';
  if (!gating.medicalCertDeclared) return 'MEDICAL_CERT_REQUIRED';
  return null;
}
