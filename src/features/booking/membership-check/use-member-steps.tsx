import { use, useEffect, useRef, useState, type Dispatch } from 'react';
import type { Locale } from '@/domain/locale';
import type {
  BookingFormAction,
  BookingFormState,
} from '@/features/booking/card/booking-form-state';
import { JoinFormSlot } from './join-form-slot';
import { JoinPanel } from './join-panel';
import { MembershipBox, type MemberOffer } from './membership-box';
import { useMemberVerification } from './use-member-verification';
import { useRenewal } from './use-renewal';

interface MemberStepsOptions {
  /** A tour's card or the rental panel: what the box says membership is needed for. */
  offer: MemberOffer;
  form: Pick<
    BookingFormState,
    'membership' | 'selectedDate' | 'customerName' | 'customerEmail' | 'customerPhone'
  >;
  dispatch: Dispatch<BookingFormAction>;
  today: string;
  locale: Locale;
  /** The renewal found the card's e-mail missing or malformed: mark it on the card's field. */
  onEmailRefused: () => void;
}

/**
 * The members-only steps of a booking, as the tour card and the rental panel both show them: the
 * member box with its check against the register, renewing a lapsed membership, and joining the
 * association inside the card (`joinPanel`, shown in place of the form while `joining`). The
 * focus follows the visitor: back to the join button when the application is closed, to the
 * verdict once one is sent.
 */
export function useMemberSteps({
  offer,
  form,
  dispatch,
  today,
  locale,
  onEmailRefused,
}: MemberStepsOptions) {
  const member = useMemberVerification(form, dispatch, today);
  const JoinForm = use(JoinFormSlot);
  const [joining, setJoining] = useState(false);
  const joinButtonRef = useRef<HTMLButtonElement>(null);
  const memberResultRef = useRef<HTMLParagraphElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ on: 'join' | 'verdict' } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.on === 'join' ? joinButtonRef : memberResultRef;
    target.current?.focus();
  }, [focusRequest]);
  const renewal = useRenewal({
    locale,
    onEmailRefused,
    onRenewed: (application) => {
      member.applicationSent(application);
      setFocusRequest({ on: 'verdict' });
    },
  });

  const joinPanel =
    joining && JoinForm ? (
      <JoinPanel
        JoinForm={JoinForm}
        prefill={{
          fullName: form.customerName,
          email: form.customerEmail,
          phone: form.customerPhone,
        }}
        onJoined={(application, applicant) => {
          member.applicationSent(application, applicant);
          setJoining(false);
          setFocusRequest({ on: 'verdict' });
        }}
        onClose={() => {
          setJoining(false);
          setFocusRequest({ on: 'join' });
        }}
      />
    ) : null;

  const membershipBox = (
    <MembershipBox
      offer={offer}
      membership={form.membership}
      onToggle={member.boxToggled}
      onNameChange={(value) => {
        renewal.reset();
        dispatch({ type: 'memberNameChanged', value });
      }}
      onVerify={member.verify}
      onJoin={JoinForm ? () => setJoining(true) : undefined}
      joinButtonRef={joinButtonRef}
      resultRef={memberResultRef}
      renewal={renewal.state}
      onRenew={() => renewal.renew(form.membership.name, form.customerEmail)}
    />
  );

  return { member, joining: joinPanel !== null, joinPanel, membershipBox };
}
