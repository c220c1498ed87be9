import { useEffect, useState, type Dispatch } from 'react';
import { hasHiddenCharacters } from '@/domain/api/text';
import { normalizeMemberName } from '@/domain/members';
import { failureKind } from '@/lib/errors/error-messages';
import { useVerifyMember } from '@/features/booking/api/verify-member';
import type {
  BookingFormAction,
  BookingFormState,
  SentApplication,
} from '@/features/booking/card/booking-form-state';
import {
  pendingApplicationOf,
  rememberAnswer,
  recallApplication,
  recallVerdict,
  type KnownMembership,
  type PendingApplication,
} from './known-membership';
import {
  readKnownMembership,
  readPendingApplication,
  writeKnownMembership,
  writePendingApplication,
} from './known-membership-storage';

/**
 * The membership check of the booking card. Verify asks the register about the entered name
 * (normalised, requirements §5) for the chosen tour date. What it answers is kept for the session
 * (known-membership.ts), so a reload, another tour page or a new date the answers already decide
 * need no new question: on shared networks (hotel Wi-Fi) every question counts against one
 * per-address limit. The rental panel uses it too: `selectedDate` is then the rental's first day.
 */
export function useMemberVerification(
  form: Pick<BookingFormState, 'membership' | 'selectedDate'>,
  dispatch: Dispatch<BookingFormAction>,
  today: string,
) {
  const { mutateAsync } = useVerifyMember();
  const [known, setKnown] = useState<KnownMembership | null>(() => readKnownMembership());
  const [pending, setPending] = useState<PendingApplication | null>(() => readPendingApplication());
  const { membership, selectedDate } = form;

  const remember = (next: KnownMembership | null) => {
    setKnown(next);
    writeKnownMembership(next);
  };
  const keepApplication = (next: PendingApplication | null) => {
    setPending(next);
    writePendingApplication(next);
  };

  // A name with no verdict shown gets the one the session knows for the chosen date, if any: an
  // application still pending for it first (a lapsed member who renewed books on the renewal).
  useEffect(() => {
    if (!membership.isMember || membership.check.kind !== 'idle') return;
    const check =
      recallApplication(pending, membership.name, Date.now()) ??
      recallVerdict(known, membership.name, selectedDate, today);
    if (check) dispatch({ type: 'verdictRecalled', name: membership.name, check });
  }, [known, pending, membership, selectedDate, today, dispatch]);

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
      if (!checked) {
        remember(null);
        keepApplication(null);
      }
      dispatch({ type: 'memberBoxToggled', checked });
    },
    /**
     * An application or renewal the server stored: the box carries its member, and one that lets
     * its applicant book meanwhile is kept for the session while the server would still accept it.
     */
    applicationSent: (
      application: SentApplication,
      applicant?: { fullName: string; email: string; phone: string },
    ) => {
      keepApplication(pendingApplicationOf(application, Date.now()));
      dispatch({ type: 'applicationSent', application, applicant });
    },
  };
}
