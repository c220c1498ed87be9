import { Timestamp } from 'firebase-admin/firestore';
import type { ParsedBookingRequest } from '@/domain/api/booking';
import { CURRENCY, totalPriceCents } from '@/domain/money';
import { TOURS } from '@/domain/tours';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { HOLD_MINUTES } from '@functions/services/booking-base/deps';
import { searchGramsAt } from '@functions/services/booking-base/search-grams';
import { gatingRecord } from '@functions/services/membership/gating-record';
import type { VerifiedMembership } from '@functions/services/membership/verify-membership';

export type { VerifiedMembership };

/**
 * The pending booking to store: the visitor's request (only the fields the schema knows), the
 * membership as the server found it and the price from the catalogue. Nothing the client sent
 * about price, capacity or its own membership verdict is kept. The name, e-mail and phone are
 * written only here, so this is where the staff search's grams are made from them.
 */
export function newBookingRecord(
  bookingId: string,
  request: ParsedBookingRequest,
  membership: VerifiedMembership,
  uid: string | undefined,
  now: Date,
): BookingDoc {
  const tour = TOURS[request.tourId];
  const createdAt = Timestamp.fromDate(now);
  const needsStaffAttention = membership.memberMatch === 'not_found';
  return {
    tourId: tour.id,
    tourName: tour.displayName,
    selectedDate: request.selectedDate,
    participants: request.participants,
    participantNames: request.participantNames,
    customerName: request.customerName,
    customerEmail: request.customerEmail,
    ...(request.customerPhone ? { customerPhone: request.customerPhone } : {}),
    searchGramsAt: searchGramsAt({ bookingId, ...request }, createdAt),
    additionalNotes: request.additionalNotes,
    locale: request.locale,
    gating: gatingRecord(request.gating, membership, createdAt),
    unitAmountCents: tour.priceCents,
    amountTotalCents: totalPriceCents(tour, request.participants),
    currency: CURRENCY,
    status: 'pending',
    holdsSeats: false,
    ...(uid ? { uid } : {}),
    createdAt,
    updatedAt: createdAt,
    expiresAt: Timestamp.fromMillis(now.getTime() + HOLD_MINUTES * 60_000),
    anonymisedAt: null,
    needsStaffAttention,
    staffAttentionReasons: needsStaffAttention ? ['member_not_verified'] : [],
  };
}
