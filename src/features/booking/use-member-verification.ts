import type { Dispatch } from 'react';
import { normalizeMemberName } from '@/domain/members';
import { CallableError } from '@/lib/firebase/callable-error';
import { useVerifyMember } from './api/verify-member';
import type { BookingFormAction, MembershipState, VerificationFailure } from './booking-form-state';
import { isOfflineFailure } from './offline-failure';

function verificationFailure(error: unknown): VerificationFailure {
  if (isOfflineFailure(error)) return 'offline';
  if (
    error instanceof CallableError &&
    (error.reason === 'RATE_LIMITED' || error.code === 'resource-exhausted')
  ) {
    return 'rate-limited';
  }
  return 'other';
}

/**
 * Asks the register about the entered name (normalised, requirements §5) for the chosen tour date, so a
 * membership that ends before the tour comes back as lapsed.
 */
export function useMemberVerification(
  membership: MembershipState,
  dispatch: Dispatch<BookingFormAction>,
) {
  const { mutateAsync } = useVerifyMember();
  return async (onDate: string | null) => {
    const name = membership.name;
    const memberName = normalizeMemberName(name);
    if (memberName === '') return;
    dispatch({ type: 'verificationStarted' });
    try {
      const answer = await mutateAsync(onDate ? { memberName, onDate } : { memberName });
      dispatch({ type: 'verificationAnswered', name, checkedFor: onDate, answer });
    } catch (error) {
      dispatch({ type: 'verificationFailed', name, failure: verificationFailure(error) });
    }
  };
}
