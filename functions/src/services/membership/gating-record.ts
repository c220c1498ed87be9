import type { Timestamp } from 'firebase-admin/firestore';
import type { ParsedBookingRequest } from '@/domain/api/booking';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { VerifiedMembership } from './verify-membership';

/**
 * The gating a booking or a rental stores: the visitor's declarations, the membership as the
 * server found it, and the terms' acceptance dated by the server's clock, the device's claim
 * kept beside it only.
 */
export function gatingRecord(
  gating: ParsedBookingRequest['gating'],
  membership: VerifiedMembership,
  acceptedAt: Timestamp,
): BookingDoc['gating'] {
  return {
    isMember: gating.isMember,
    termsAccepted: gating.termsAccepted,
    termsVersion: gating.termsVersion,
    termsAcceptedAt: acceptedAt,
    termsAcceptedAtClient: gating.termsAcceptedAt,
    medicalCertDeclared: gating.medicalCertDeclared,
    memberNameEntered: gating.memberNameEntered,
    ...membership,
  };
}
