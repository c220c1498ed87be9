import type { CallContext } from '@functions/lib/call-context';
import type { BookingRequest } from '@/domain/api/booking';
import { TERMS_VERSION } from '@/domain/terms';
import { SATURDAY } from './harness-dates';

let callCount = 0;

/** A call from a fresh client, so rate limits never interfere unless a test wants them to. */
export function call(data: unknown, extra: Partial<CallContext> = {}): CallContext {
  callCount += 1;
  return { data, clientKey: `ip:198.51.100.${callCount}`, ...extra };
}

/** One client sending again and again: the flood tests' caller (limits count per callable). */
export const FLOODER = { clientKey: 'ip:203.0.113.7' } as const satisfies Partial<CallContext>;

type RequestOverrides = Partial<Omit<BookingRequest, 'gating'>> & {
  gating?: Partial<BookingRequest['gating']>;
};

/** A booking card's request: Giulia Bianchi, two riders, E-Motion in Villa on SATURDAY. */
export function bookingRequest(overrides: RequestOverrides = {}): BookingRequest {
  const participants = overrides.participants ?? 2;
  return {
    tourId: 'emotion-in-villa',
    customerName: 'Giulia Bianchi',
    customerEmail: 'giulia@example.com',
    customerPhone: '+39 333 123 4567',
    participants,
    selectedDate: SATURDAY,
    additionalNotes: '',
    participantNames: Array.from({ length: participants }, (_, i) => `Rider ${i + 1}`),
    locale: 'it',
    ...overrides,
    gating: {
      isMember: true,
      termsAccepted: true,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: '2026-11-23T08:55:00.000Z',
      medicalCertDeclared: true,
      memberId: null,
      memberMatch: 'found',
      memberNameEntered: 'Giulia Bianchi',
      ...overrides.gating,
    },
  };
}
