import type { CallableName } from '@/domain/api/callables';
import type { CallContext } from '@functions/lib/call-context';
import type { KeyedStore } from '@functions/lib/keyed-id';
import { callerChecks, enforceRateLimits, type Limit, type RateLimitCheck } from './rate-limit';

/** How often a public callable may be called. */
export type CallLimits = {
  /** One caller's: a signed-in caller's account, and the accounts of its address together. */
  perCaller: Limit;
} & (
  | {
      /** The whole function's ceiling, which a campaign spread over many callers runs into. */
      overall: Limit;
      /** Counters the ceiling is spread over, so the calls of a busy function do not contend. */
      shards: number;
    }
  | { overall?: never; shards?: never }
);

const MINUTE = 60_000;
const perMinute = (limit: number): Limit => ({ limit, windowMs: MINUTE });
const perTenMinutes = (limit: number): Limit => ({ limit, windowMs: 10 * MINUTE });
const perHour = (limit: number): Limit => ({ limit, windowMs: 60 * MINUTE });

/**
 * The manage page reads a booking once or twice and cancels it once; a caller far beyond that is
 * guessing links or hammering Stripe. The function-wide ceiling stops a spread-out campaign.
 */
const CANCELLATION_CALLS = { perCaller: perTenMinutes(20), overall: perMinute(3000), shards: 10 };

/**
 * A party of nine on one home network opens and signs nine links, each page reading its waiver a
 * few times: sixty calls in ten minutes covers them. A link is an HMAC, so the limit is not what
 * stops guessing; it stops one caller from hammering Firestore. The function-wide ceiling stops a
 * spread-out campaign.
 */
const WAIVER_CALLS = { perCaller: perTenMinutes(60), overall: perMinute(3000), shards: 10 };

/** The waiting list's links (confirm, the offer, leave): looser than joining (see joinWaitlist). */
const WAITLIST_LINK_CALLS = { perCaller: perTenMinutes(20), overall: perMinute(3000), shards: 10 };

/** The table's type: verifyMember also counts each member name a caller asks about. */
type CallLimitTable = { [Name in CallableName]?: CallLimits } & {
  verifyMember: CallLimits & { perNameAndCaller: Limit };
};

/**
 * Every public callable's limits, by its registry name (callables.ts). Callables that share an
 * entry share only its numbers: each counts its calls on counters of its own.
 */
export const CALL_LIMITS = {
  /**
   * Few enough per caller that the register cannot be enumerated, enough for a person fixing a
   * typo; few per name from one caller, so one caller cannot watch a member's status; and a
   * ceiling for the whole function, which a spread-out guessing campaign runs into.
   *
   * There is deliberately no count per name shared by every caller: any caller can fill such a
   * counter, so ten probes of a name from elsewhere would lock the member out of checking their
   * own membership (and out of booking) for an hour. Counting the name per caller keeps one caller
   * from probing a name over and over, and many callers probing one name learn nothing the first
   * answer did not tell them; guessing names is bounded per caller and by the ceiling.
   */
  verifyMember: {
    perCaller: perMinute(5),
    perNameAndCaller: perHour(10),
    overall: perMinute(300),
    shards: 10,
  },
  /**
   * Generous for a person, but the membership answer must not become a way to read the register;
   * and a ceiling for the whole function that a spread-out campaign runs into.
   */
  createCheckoutSession: { perCaller: perMinute(10), overall: perMinute(120), shards: 10 },
  /** As a tour's checkout: generous for a person, a ceiling for a campaign. */
  createRentalCheckout: { perCaller: perMinute(10), overall: perMinute(120), shards: 10 },
  /** A success page reloads a few times while a payment settles; guessing ids takes far more. */
  verifyPayment: { perCaller: perMinute(20), overall: perMinute(600), shards: 10 },
  manageBooking: CANCELLATION_CALLS,
  cancelBooking: CANCELLATION_CALLS,
  changeBookingDate: CANCELLATION_CALLS,
  answerPostponement: CANCELLATION_CALLS,
  releaseCheckout: CANCELLATION_CALLS,
  getWaiver: WAIVER_CALLS,
  signWaiver: WAIVER_CALLS,
  /**
   * Joining is rare for a person (a few dates at most) and sends a mail each time, so it is kept
   * tight against mail bombing; reading or leaving by a link a little looser. The function-wide
   * ceiling stops a spread-out campaign.
   */
  joinWaitlist: { perCaller: perTenMinutes(5), overall: perMinute(300), shards: 10 },
  confirmWaitlist: WAITLIST_LINK_CALLS,
  getWaitlistOffer: WAITLIST_LINK_CALLS,
  leaveWaitlist: WAITLIST_LINK_CALLS,
  /** A buyer tries a few times at most; a ceiling for the whole function against a campaign. */
  purchaseVoucher: { perCaller: perMinute(10), overall: perMinute(120), shards: 10 },
  /**
   * A person checks a code a few times; guessing one (31^12 codes) would take billions of calls,
   * and the per-address limit keeps any attempt to a trickle.
   */
  getVoucher: { perCaller: perMinute(20), overall: perMinute(600), shards: 10 },
  /** A person opens a receipt a few times; a forged token is refused before any read. */
  getReceipt: { perCaller: perMinute(30) },
  submitMembership: {
    /** A family may apply for several people in a row; more than five in ten minutes is a flood. */
    perCaller: perTenMinutes(5),
    /** The whole form's ceiling: a small association's season in a day is far below it. */
    overall: perHour(200),
    shards: 5,
  },
  /** As for a new application: a few in a row are a person, more are a flood. */
  requestRenewal: { perCaller: perTenMinutes(5), overall: perHour(200), shards: 5 },
  /** A fee is opened once or twice per application; more from one client is someone probing ids. */
  createFeeCheckout: { perCaller: perTenMinutes(10), overall: perHour(300), shards: 5 },
  sendContactEmail: {
    /** Enough for a person who sends a second thought; a flood stops after five. */
    perCaller: perTenMinutes(5),
    /** The whole form's ceiling: far above a small association's mail, far below a campaign. */
    overall: perHour(200),
    shards: 5,
  },
} as const satisfies CallLimitTable;

/** A callable whose calls are counted: one with an entry in CALL_LIMITS. */
export type LimitedCallable = keyof typeof CALL_LIMITS;

/**
 * The checks of one call of the callable `name`, by its CALL_LIMITS entry: its caller's limit
 * (callerChecks) and, where it has one, the function's overall ceiling spread over its shards.
 * Keys start with the registry's name, so two callables never share counters by a typing slip.
 */
export function callLimitChecks(
  name: LimitedCallable,
  caller: Pick<CallContext, 'clientKey' | 'addressKey'>,
): RateLimitCheck[] {
  const limits: CallLimits = CALL_LIMITS[name];
  return [
    ...(limits.overall ? [{ key: `${name}:all`, ...limits.overall, shards: limits.shards }] : []),
    ...callerChecks(name, caller, limits.perCaller),
  ];
}

/** Counts a call of the callable `name` against its limits; RATE_LIMITED when over any. */
export function enforceCallLimits(
  store: KeyedStore,
  call: { name: LimitedCallable; caller: Pick<CallContext, 'clientKey' | 'addressKey'>; now: Date },
): Promise<void> {
  return enforceRateLimits(store, callLimitChecks(call.name, call.caller), call.now);
}
