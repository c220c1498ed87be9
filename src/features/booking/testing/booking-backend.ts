import { afterEach, beforeEach, vi } from 'vitest';
import { bookableDates, DEFAULT_SCHEDULES } from '@/domain/schedule';
import type { AvailabilityResponse } from '@/domain/api/availability';
import type { CheckoutSessionResponse } from '@/domain/api/booking';
import type { VerifyMemberResponse } from '@/domain/api/members';
import { serveCalls } from '@/test/call-function-double';

type Answer = (data: unknown) => unknown;

/** The callables the booking card and its panels call, each with the answer a test gives it. */
export type BookingAnswers = {
  availability?: Answer;
  verifyMember?: Answer;
  createCheckoutSession?: Answer;
  releaseCheckout?: Answer;
  requestRenewal?: Answer;
  submitMembership?: Answer;
  joinWaitlist?: Answer;
  getWaitlistOffer?: Answer;
  getVoucher?: Answer;
  rentalAvailability?: Answer;
  createRentalCheckout?: Answer;
};

/**
 * Installs `answers` as the network edge's (src/test/call-function-double.ts `serveCalls`): every
 * call is recorded, and a callable the test gave no answer fails it.
 */
export function installBackend(answers: BookingAnswers) {
  const calls = serveCalls(answers);
  const callsTo = (name: string) => calls.filter((call) => call.name === name);
  return { calls, callsTo };
}

/** The availability answer for E-Motion in Villa: its catalogue schedule and these free seats. */
export const seats =
  (remainingByDate: Record<string, number>, schedule = DEFAULT_SCHEDULES['emotion-in-villa']) =>
  (): AvailabilityResponse => ({
    tourId: 'emotion-in-villa',
    schedule,
    dates: bookableDates(schedule, new Date()),
    remainingByDate,
    asOf: '2026-11-22T09:00:00.000Z',
  });

export const member = (answer: VerifyMemberResponse) => (): VerifyMemberResponse => answer;

/**
 * The booking card's backend as most of its tests find it: these free seats on E-Motion in Villa
 * and the visitor found in the register; `answers` adds callables or replaces these two.
 */
export function installCardBackend(
  remainingByDate: Record<string, number>,
  answers: BookingAnswers = {},
) {
  return installBackend({
    availability: seats(remainingByDate),
    verifyMember: member({ status: 'found' }),
    ...answers,
  });
}

export const checkoutAt = (url: string) => (): CheckoutSessionResponse => ({
  url,
  bookingId: 'bk-1',
});

export const fails = (error: Error) => () => {
  throw error;
};

/** Rome's 22 November 2026, a Sunday: the next Saturday is the 28th. */
export function fixClock(iso = '2026-11-22T10:00:00.000Z') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** In a describe: each test runs on fixClock's date, and gets the real timers back after. */
export function useFixedClock(iso?: string) {
  beforeEach(() => fixClock(iso));
  afterEach(() => {
    vi.useRealTimers();
  });
}
