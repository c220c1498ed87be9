import { Timestamp } from 'firebase-admin/firestore';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';

const at = Timestamp.fromDate(new Date('2026-11-23T09:00:00Z'));

type StoredBooker = Pick<
  BookingDoc,
  'customerName' | 'customerEmail' | 'additionalNotes' | 'locale' | 'gating'
>;

/**
 * The demo member Giulia Bianchi as the booker a stored booking or rental records (the domain's
 * bookerFields): terms accepted `at`, found in the register. A caller states what differs.
 */
export function giuliaAsBooker(
  at: Timestamp,
  changes: { customerEmail?: string; gating?: Partial<BookingDoc['gating']> } = {},
): StoredBooker {
  return {
    customerName: 'Giulia Bianchi',
    customerEmail: changes.customerEmail ?? 'giulia@example.com',
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
      ...changes.gating,
    },
  };
}

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
    ...giuliaAsBooker(at),
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
