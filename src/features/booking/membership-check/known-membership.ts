import type { VerifyMemberResponse } from '@/domain/api/members';
import type { BookingFee } from '@/domain/api/membership-fee';
import { normalizeMemberName } from '@/domain/members';
import { PROVISIONAL_APPLICATION_MINUTES } from '@/domain/documents/membership-settings';
import type {
  BookingFormState,
  MemberCheck,
  SentApplication,
} from '@/features/booking/card/booking-form-state';

/**
 * What the register said about one name during this visit. A membership is valid up to a last
 * day, so the verdicts on tour dates are monotone: covered on a date means covered on every
 * earlier one; lapsed on a date means lapsed on every later one. Kept as those two bounds, the
 * card can judge most changes of date itself and asks the server only for a date in between —
 * without ever learning the expiry date, which the register does not disclose.
 */
export interface KnownMembership {
  /** The name as the visitor typed it, to put back in the box. */
  name: string;
  /** The last tour date (YYYY-MM-DD) the register said the membership covers. */
  coveredThrough: string | null;
  /** The first tour date the register said it does not cover. */
  lapsedFrom: string | null;
}

const sameMember = (known: KnownMembership, name: string) =>
  normalizeMemberName(known.name) === normalizeMemberName(name);

/**
 * Adds an answer of the register to what is known. A name not found is forgotten: nothing about
 * it is worth keeping. `onDate` is the tour date asked about (null: today, as the server does).
 */
export function rememberAnswer(
  known: KnownMembership | null,
  name: string,
  answer: VerifyMemberResponse,
  onDate: string | null,
  today: string,
): KnownMembership | null {
  if (answer.status === 'not_found') return null;
  const date = onDate ?? today;
  const base: KnownMembership =
    known && sameMember(known, name)
      ? { ...known, name }
      : { name, coveredThrough: null, lapsedFrom: null };
  if (answer.status === 'found') {
    const coveredThrough =
      base.coveredThrough === null || date > base.coveredThrough ? date : base.coveredThrough;
    return { ...base, coveredThrough };
  }
  const lapsedFrom = base.lapsedFrom === null || date < base.lapsedFrom ? date : base.lapsedFrom;
  return { ...base, lapsedFrom };
}

/** The verdict for `name` on `date` (null: today) if what is known decides it, else null. */
export function recallVerdict(
  known: KnownMembership | null,
  name: string,
  date: string | null,
  today: string,
): MemberCheck | null {
  if (!known || !sameMember(known, name)) return null;
  const day = date ?? today;
  if (known.coveredThrough !== null && day <= known.coveredThrough) {
    return { kind: 'verified', checkedFor: date };
  }
  if (known.lapsedFrom !== null && day >= known.lapsedFrom) {
    return { kind: 'lapsed', checkedFor: date };
  }
  return null;
}

/**
 * An application (or renewal) sent from a card that lets its applicant book meanwhile. The server
 * accepts a booking on it for `PROVISIONAL_APPLICATION_MINUTES` after storing it; the card keeps
 * it a little less, counted from the answer, so it never offers a booking the server would refuse
 * for a stale application.
 */
export interface PendingApplication {
  /** Whose membership it asks for, as the server answered. */
  name: string;
  id: string;
  /** Epoch milliseconds after which the card forgets it. */
  keptUntil: number;
  /** The membership fee a booking on it adds, as the server quoted it. */
  fee?: BookingFee;
}

const KEEP_MARGIN_MINUTES = 5;

export function pendingApplicationOf(
  sent: SentApplication,
  now: number,
): PendingApplication | null {
  if (!sent.provisionalBooking) return null;
  const minutes = PROVISIONAL_APPLICATION_MINUTES - KEEP_MARGIN_MINUTES;
  return {
    name: sent.memberName,
    id: sent.id,
    keptUntil: now + minutes * 60_000,
    ...(sent.fee ? { fee: sent.fee } : {}),
  };
}

/** The pending application of `name` while it still lets its applicant book, else null. */
export function recallApplication(
  pending: PendingApplication | null,
  name: string,
  now: number,
): MemberCheck | null {
  if (!pending || now >= pending.keptUntil) return null;
  if (normalizeMemberName(pending.name) !== normalizeMemberName(name)) return null;
  return {
    kind: 'applied',
    applicationId: pending.id,
    ...(pending.fee ? { fee: pending.fee } : {}),
  };
}

/**
 * A card opened during the session starts with the member verified earlier in the box (its
 * verdict is recalled once the date is known), or with the name of an application still pending,
 * unless the visitor already wrote another name.
 */
export function withKnownMember(
  state: BookingFormState,
  known: KnownMembership | null,
  pending: PendingApplication | null = null,
  now = 0,
): BookingFormState {
  if (state.membership.isMember || state.membership.name !== '') return state;
  const name = pending && now < pending.keptUntil ? pending.name : known?.name;
  if (!name) return state;
  return { ...state, membership: { isMember: true, name, check: { kind: 'idle' } } };
}
