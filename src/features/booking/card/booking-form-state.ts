import { PARTICIPANTS_MAX, PARTICIPANTS_MIN } from '@/domain/api/booking';
import type { VerifyMemberResponse } from '@/domain/api/members';
import type { FailureKind } from '@/lib/errors/error-messages';
import type { BookingFee } from '@/domain/api/membership-fee';
import type { AppliedVoucher } from '@/features/booking/voucher/applied-voucher';

/** Why a membership check could not give a verdict: the call's failure, or a name refused here. */
export type VerificationFailure = FailureKind | 'hidden-characters';

/**
 * The membership box's state machine (requirements §4). `checkedFor` is the tour date a verdict
 * holds for (null: no date chosen yet, judged for today).
 */
export type MemberCheck =
  | { kind: 'idle' }
  | { kind: 'verifying' }
  | { kind: 'verified'; checkedFor: string | null }
  | { kind: 'not-found' }
  | { kind: 'lapsed'; checkedFor: string | null }
  | { kind: 'error'; failure: VerificationFailure }
  /**
   * An application (or a renewal) sent from the card that the server lets its applicant book on
   * while the board decides (`settings/membership.provisionalBooking`): books like a member.
   */
  | { kind: 'applied'; applicationId: string; fee?: BookingFee }
  /** An application sent that the board must admit first: the booking waits, kept as a draft. */
  | { kind: 'application-received' };

/** What the server answered to an application or a renewal sent from the card. */
export interface SentApplication {
  id: string;
  provisionalBooking: boolean;
  /** Whose membership it asks for: the name the booking's member box now carries. */
  memberName: string;
  /** The membership fee the booking's Checkout adds, as the server quoted it (it charges its own). */
  fee?: BookingFee;
}

/** A membership check that lets the booking go ahead: a member in the register, or an applicant. */
export function memberMayBook(check: MemberCheck): boolean {
  return check.kind === 'verified' || check.kind === 'applied';
}

export interface MembershipState {
  isMember: boolean;
  name: string;
  check: MemberCheck;
}

export type TextField = 'customerName' | 'customerEmail' | 'customerPhone' | 'additionalNotes';

/**
 * Everything the visitor typed or chose, in one plain serialisable object, so a draft can be saved
 * and restored as a whole.
 */
export interface BookingFormState {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  additionalNotes: string;
  /** YYYY-MM-DD in the association's calendar, or null before a date is picked. */
  selectedDate: string | null;
  participants: number;
  /** Names as typed; may be longer than `participants` so lowering the count loses nothing. */
  participantNames: string[];
  /** The visitor chose "10+": the count stays, a notice invites them to contact us. */
  largeGroupNotice: boolean;
  membership: MembershipState;
  /** When the terms were accepted (ISO timestamp), null until then. */
  termsAcceptedAt: string | null;
  medicalDeclared: boolean;
  /**
   * The gift voucher "Applica" found usable, as getVoucher read it; null without one. Its code goes
   * with the request and the server takes the voucher's part again in the booking's own commit.
   */
  voucher: AppliedVoucher | null;
}

export type BookingFormAction =
  | { type: 'textChanged'; field: TextField; value: string }
  | { type: 'dateSelected'; date: string | null }
  | { type: 'participantsChosen'; choice: number | 'large-group' }
  | { type: 'participantNameChanged'; index: number; value: string }
  | { type: 'memberBoxToggled'; checked: boolean }
  | { type: 'memberNameChanged'; value: string }
  | { type: 'verificationStarted' }
  | {
      type: 'verificationAnswered';
      name: string;
      checkedFor: string | null;
      answer: VerifyMemberResponse;
    }
  | { type: 'verificationFailed'; name: string; failure: VerificationFailure }
  /** A verdict known from earlier in the session (see known-membership.ts), no server asked. */
  | { type: 'verdictRecalled'; name: string; check: MemberCheck }
  /**
   * An application or renewal the server stored: its member is in the box. The applicant's own
   * details fill the card's fields the visitor had left empty.
   */
  | {
      type: 'applicationSent';
      application: SentApplication;
      applicant?: { fullName: string; email: string; phone: string };
    }
  | { type: 'termsAccepted'; at: string }
  | { type: 'medicalToggled'; checked: boolean }
  | { type: 'voucherApplied'; voucher: AppliedVoucher }
  | { type: 'voucherRemoved' };

export const initialBookingFormState: BookingFormState = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  additionalNotes: '',
  selectedDate: null,
  participants: PARTICIPANTS_MIN,
  participantNames: [''],
  largeGroupNotice: false,
  membership: { isMember: false, name: '', check: { kind: 'idle' } },
  termsAcceptedAt: null,
  medicalDeclared: false,
  voucher: null,
};

function answerToCheck(answer: VerifyMemberResponse, checkedFor: string | null): MemberCheck {
  switch (answer.status) {
    case 'found':
      return { kind: 'verified', checkedFor };
    case 'lapsed':
      return { kind: 'lapsed', checkedFor };
    case 'not_found':
      return { kind: 'not-found' };
  }
}

function withCheck(state: BookingFormState, check: MemberCheck): BookingFormState {
  return { ...state, membership: { ...state.membership, check } };
}

export function bookingFormReducer(
  state: BookingFormState,
  action: BookingFormAction,
): BookingFormState {
  switch (action.type) {
    case 'textChanged':
      return { ...state, [action.field]: action.value };
    case 'dateSelected':
      return { ...state, selectedDate: action.date };
    case 'participantsChosen': {
      if (action.choice === 'large-group') return { ...state, largeGroupNotice: true };
      const participants = Math.min(PARTICIPANTS_MAX, Math.max(PARTICIPANTS_MIN, action.choice));
      const participantNames = [...state.participantNames];
      while (participantNames.length < participants) participantNames.push('');
      return { ...state, participants, participantNames, largeGroupNotice: false };
    }
    case 'participantNameChanged': {
      const participantNames = [...state.participantNames];
      participantNames[action.index] = action.value;
      return { ...state, participantNames };
    }
    case 'memberBoxToggled':
      // Unchecking forgets the name, the verdict and any error (requirements §4).
      return {
        ...state,
        membership: { isMember: action.checked, name: '', check: { kind: 'idle' } },
      };
    case 'memberNameChanged':
      // A changed name is a different person: the previous verdict no longer applies.
      return {
        ...state,
        membership: { ...state.membership, name: action.value, check: { kind: 'idle' } },
      };
    case 'verificationStarted':
      return withCheck(state, { kind: 'verifying' });
    case 'verificationAnswered':
    case 'verificationFailed': {
      // An answer about a name the visitor has since edited (or a box since unchecked) is stale.
      const current = state.membership;
      if (!current.isMember || current.name !== action.name || current.check.kind !== 'verifying') {
        return state;
      }
      return withCheck(
        state,
        action.type === 'verificationAnswered'
          ? answerToCheck(action.answer, action.checkedFor)
          : { kind: 'error', failure: action.failure },
      );
    }
    case 'verdictRecalled': {
      const current = state.membership;
      if (!current.isMember || current.name !== action.name || current.check.kind === 'verifying') {
        return state;
      }
      return withCheck(state, action.check);
    }
    case 'applicationSent': {
      const { application, applicant } = action;
      const check: MemberCheck = application.provisionalBooking
        ? {
            kind: 'applied',
            applicationId: application.id,
            ...(application.fee ? { fee: application.fee } : {}),
          }
        : { kind: 'application-received' };
      const filled = (current: string, given: string | undefined) =>
        current.trim() === '' && given ? given : current;
      return {
        ...state,
        customerName: filled(state.customerName, applicant?.fullName),
        customerEmail: filled(state.customerEmail, applicant?.email),
        customerPhone: filled(state.customerPhone, applicant?.phone),
        membership: { isMember: true, name: application.memberName, check },
      };
    }
    case 'termsAccepted':
      return { ...state, termsAcceptedAt: action.at };
    case 'medicalToggled':
      return { ...state, medicalDeclared: action.checked };
    case 'voucherApplied':
      return { ...state, voucher: action.voucher };
    case 'voucherRemoved':
      return { ...state, voucher: null };
  }
}

/** The names the request carries: one per participant, blanks kept for validation to catch. */
export function namesForParticipants(state: BookingFormState): string[] {
  return Array.from({ length: state.participants }, (_, i) => state.participantNames[i] ?? '');
}

/** What the spec requires before the submit button becomes active (requirements §4, Submit). */
export function isReadyToSubmit(state: BookingFormState): boolean {
  return (
    memberMayBook(state.membership.check) &&
    state.termsAcceptedAt !== null &&
    state.medicalDeclared &&
    state.selectedDate !== null &&
    state.customerName.trim() !== '' &&
    state.customerEmail.trim() !== ''
  );
}
