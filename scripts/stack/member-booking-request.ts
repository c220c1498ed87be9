import type { BookingRequest } from '../../src/domain/api/booking';
import type { Locale } from '../../src/domain/locale';
import type { TourId } from '../../src/domain/tours';
import { TERMS_VERSION } from '../../src/domain/terms';

/**
 * A complete checkout request from a member of the register who has just accepted the terms, as
 * the booking card sends it: one rider per name, the first one usually the member.
 */
export function memberBookingRequest(booking: {
  tourId: TourId;
  memberName: string;
  customerEmail: string;
  participantNames: string[];
  selectedDate: string;
  locale: Locale;
}): BookingRequest {
  const { memberName, participantNames, ...rest } = booking;
  return {
    ...rest,
    customerName: memberName,
    participants: participantNames.length,
    participantNames,
    gating: {
      isMember: true,
      termsAccepted: true,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: new Date().toISOString(),
      medicalCertDeclared: true,
      memberId: null,
      memberMatch: 'found',
      memberNameEntered: memberName,
    },
  };
}
