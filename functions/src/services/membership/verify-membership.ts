import type { MemberMatch, ParsedBookingRequest } from '@/domain/api/booking';
import { failure } from '@functions/lib/callable-errors';
import type { BookingDeps, CheckoutSettings } from '@functions/services/booking-base/deps';
import { lookupMember } from '@functions/services/members';
import { provisionalMembership } from './provisional-booking';

/** The membership as the server found it, stored on a booking's or rental's gating. */
export interface VerifiedMembership {
  memberMatch: MemberMatch;
  applicationId?: string;
  memberId: string | null;
}

/**
 * The membership as the server finds it: in the register, or (for a name not found there, or
 * lapsed) on the application the visitor has just sent, when `provisionalMembership` accepts it.
 * The client's `memberMatch` is never read.
 */
export async function verifyMembership(
  deps: Pick<BookingDeps, 'db' | 'now'>,
  gating: ParsedBookingRequest['gating'],
  onDate: string,
  settings: CheckoutSettings,
): Promise<VerifiedMembership> {
  const memberName = gating.memberNameEntered;
  const verdict = await lookupMember(deps.db, memberName, onDate);
  if (verdict.status === 'found' && verdict.entry) {
    return { memberMatch: 'found', memberId: verdict.entry.memberId };
  }
  if (gating.applicationId !== undefined) {
    const provisional = await provisionalMembership(deps.db, {
      applicationId: gating.applicationId,
      memberName,
      now: deps.now(),
    });
    if (provisional) return { memberMatch: 'pending_application', ...provisional };
  }
  if (verdict.status === 'lapsed') {
    throw failure(
      'failed-precondition',
      'MEMBERSHIP_LAPSED',
      'MEMBERSHIP_LAPSED: the membership ends before the tour date',
    );
  }
  if (settings.allowUnverifiedMembers) return { memberMatch: 'not_found', memberId: null };
  throw failure(
    'failed-precondition',
    'MEMBER_NOT_FOUND',
    'MEMBER_NOT_FOUND: the name is not in the register of members',
  );
}
