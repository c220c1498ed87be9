import { afterEach, beforeEach, vi } from 'vitest';
import { bookableDates, DEFAULT_SCHEDULES } from '@/domain/schedule';
import type { AvailabilityResponse } from '@/domain/api/availability';
import type { CheckoutSessionResponse } from '@/domain/api/booking';
import type { VerifyMemberResponse } from '@/domain/api/members';
import { callFunction } from '@/lib/firebase/call-function';

type Answer = (data: unknown) => unknown;

/**
 * Stand-in answers for the callables, keyed by function name. Tests install it as the
 * implementation of the mocked network edge (callFunction) and read the calls it received.
 */
export function fakeBackend(answers: {
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
}) {
  const calls: { name: string; data: unknown }[] = [];
  const implementation = (async (name: string, data: unknown) => {
    calls.push({ name, data });
    const answer = answers[name as keyof typeof answers];
    if (!answer) throw new Error(`No fake answer for ${name}`);
    return answer(data);
  }) as typeof callFunction;
  const callsTo = (name: string) => calls.filter((call) => call.name === name);
  return { implementation, calls, callsTo };
}

/** A fakeBackend installed as the network edge's answers (src/test/call-function-double.ts). */
export function installBackend(answers: Parameters<typeof fakeBackend>[0]) {
  const backend = fakeBackend(answers);
  vi.mocked(callFunction).mockImplementation(backend.implementation);
  return backend;
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
