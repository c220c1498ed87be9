import { Timestamp } from 'firebase-admin/firestore';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';

const at = Timestamp.fromDate(new Date('2026-11-23T09:00:00Z'));

/**
 * A stored `bookings/{id}` document as the webhook leaves it once paid: the demo member Giulia
 * Bianchi and one friend on the Pojega tour. For code that reads a booking without Firestore.
 */
export function paidBookingDoc(overrides: Partial<BookingDoc> = {}): BookingDoc {
  return {
    tourId: 'pojega',
    tourName: 'Pojega Tour',
    selectedDate: '2026-11-28',
    participants: 2,
    participantNames: ['Giulia Bianchi', 'Marco Rossi'],
    customerName: 'Giulia Bianchi',
    customerEmail: 'giulia@example.com',
    additionalNotes: '',
    locale: 'it',
    gating: {
      isMember: true,
      termsAccepted: true,
      termsVersion: '2025-09-08',
      termsAcceptedAt: at,
      medicalCertDeclared: true,
      memberNameEntered: 'Giulia Bianchi',
      memberMatch: 'found',
      memberId: '2025-001',
    },
    unitAmountCents: 8000,
    amountTotalCents: 16000,
    currency: 'eur',
    status: 'paid',
    holdsSeats: true,
    createdAt: at,
    updatedAt: at,
    expiresAt: at,
    paidAt: at,
    needsStaffAttention: false,
    staffAttentionReasons: [],
    anonymisedAt: null,
    ...overrides,
  };
}
