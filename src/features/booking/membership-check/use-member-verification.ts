import { useEffect, useState, type Dispatch } from 'react';
import { hasHiddenCharacters } from '@/domain/api/text';
import { normalizeMemberName } from '@/domain/members';
import { failureKind } from '@/lib/errors/error-messages';
import { useVerifyMember } from '@/features/booking/api/verify-member';
import type {
  BookingFormAction,
  BookingFormState,
} from '@/features/booking/card/booking-form-state';
import { rememberAnswer, recallVerdict, type KnownMembership } from './known-membership';
import { readKnownMembership, writeKnownMembership } from './known-membership-storage';

/**
 * The membership check of the booking card. Verify asks the register about the entered name
 * (normalised, requirements §5) for the chosen tour date. What it answers is kept for the session
 * (known-membership.ts), so a reload, another tour page or a new date the answers already decide
 * need no new question: on shared networks (hotel Wi-Fi) every question counts against one
 * per-address limit.
 */
export function useMemberVerification(
  form: BookingFormState,
  dispatch: Dispatch<BookingFormAction>,
  today: string,
) {
  const { mutateAsync } = useVerifyMember();
  const [known, setKnown] = useState<KnownMembership | null>(() => readKnownMembership());
  const { membership, selectedDate } = form;

  const remember = (next: KnownMembership | null) => {
    setKnown(next);
    writeKnownMembership(next);
  };

  // A name with no verdict shown gets the one the session knows for the chosen date, if any.
  useEffect(() => {
    if (!membership.isMember || membership.check.kind !== 'idle') return;
    const check = recallVerdict(known, membership.name, selectedDate, today);
    if (check) dispatch({ type: 'verdictRecalled', name: membership.name, check });
  }, [known, membership, selectedDate, today, dispatch]);

  const verify = async (onDate: string | null) => {
    const name = membership.name;
    const memberName = normalizeMemberName(name);
    if (memberName === '') return;
    dispatch({ type: 'verificationStarted' });
    // The server's schema refuses such a name; saying so here names the actual problem.
    if (hasHiddenCharacters(memberName, 'single')) {
      dispatch({ type: 'verificationFailed', name, failure: 'hidden-characters' });
      return;
    }
    try {
      const answer = await mutateAsync(onDate ? { memberName, onDate } : { memberName });
      remember(rememberAnswer(known, name, answer, onDate, today));
      dispatch({ type: 'verificationAnswered', name, checkedFor: onDate, answer });
    } catch (error) {
      dispatch({ type: 'verificationFailed', name, failure: failureKind(error) });
    }
  };

  return {
    /** The Verify button: always asks the register (the visitor may have just renewed). */
    verify: () => void verify(selectedDate),
    /**
     * A new tour date: a verdict for another day may not hold for this one. Judged locally when
     * the session's answers decide it, asked otherwise.
     */
    dateChanged: (date: string) => {
      const check = membership.check;
      if (check.kind !== 'verified' && check.kind !== 'lapsed') return;
      if (check.checkedFor === date) return;
      const recalled = recallVerdict(known, membership.name, date, today);
      if (recalled) dispatch({ type: 'verdictRecalled', name: membership.name, check: recalled });
      else void verify(date);
    },
    /** Unchecking the box forgets the member, here and for the session. */
    boxToggled: (checked: boolean) => {
      if (!checked) remember(null);
      dispatch({ type: 'memberBoxToggled', checked });
    },
  };
}
