import { useState } from 'react';
import { renewalRequestSchema } from '@/domain/api/renewal';
import type { Locale } from '@/domain/locale';
import { failureKind, type FailureKind } from '@/lib/errors/error-messages';
import { requestRenewal } from '@/lib/membership/request-renewal';
import type { SentApplication } from '@/features/booking/card/booking-form-state';

export type RenewalState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; failure: FailureKind };

interface RenewalOptions {
  locale: Locale;
  /** The card's e-mail is missing or malformed: the card says so on its field and focuses it. */
  onEmailRefused: () => void;
  onRenewed: (application: SentApplication) => void;
}

/**
 * "Rinnova l'iscrizione" for a lapsed member in the booking card: asks the board to renew the
 * membership of the name in the box, answering to the card's e-mail. The server finds the member
 * itself; what it stores is an application, so the card continues as after joining.
 */
export function useRenewal({ locale, onEmailRefused, onRenewed }: RenewalOptions) {
  const [state, setState] = useState<RenewalState>({ kind: 'idle' });

  const renew = async (memberName: string, email: string) => {
    if (state.kind === 'sending') return;
    const request = {
      via: 'card' as const,
      memberName: memberName.trim(),
      email: email.trim(),
      locale,
    };
    const checked = renewalRequestSchema.safeParse(request);
    if (!checked.success) {
      const paths = checked.error.issues.map((issue) => issue.path.join('.'));
      if (paths.includes('email')) {
        setState({ kind: 'idle' });
        onEmailRefused();
        return;
      }
      // The name is one the register has just judged, so this is not expected; said all the same.
      setState({ kind: 'failed', failure: 'INVALID_INPUT' });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const answer = await requestRenewal(checked.data);
      setState({ kind: 'idle' });
      onRenewed({ ...answer, memberName: request.memberName });
    } catch (error) {
      console.error('Renewal not requested', error);
      setState({ kind: 'failed', failure: failureKind(error) });
    }
  };

  return {
    state,
    renew: (memberName: string, email: string) => void renew(memberName, email),
    /** A new name or date: the last renewal's failure is about something else. */
    reset: () => setState({ kind: 'idle' }),
  };
}
