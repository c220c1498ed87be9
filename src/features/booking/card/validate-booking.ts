import { judgeDate, type DateVerdict, type Schedule } from '@/domain/schedule';
import { memberMayBook, type BookingFormState } from './booking-form-state';

/** The first of the spec's seven submit checks (§5) that the form fails, in the spec's order. */
export type BookingFailure =
  | { code: 'date-required' }
  | { code: 'date-not-allowed'; verdict: Exclude<DateVerdict, 'allowed'> | 'full' }
  | { code: 'capacity-exceeded'; remaining: number }
  | { code: 'member-box-unchecked' }
  | { code: 'member-not-verified' }
  | { code: 'terms-not-accepted' }
  | { code: 'medical-not-declared' };

export interface BookingCheckInput {
  form: Pick<
    BookingFormState,
    'selectedDate' | 'participants' | 'membership' | 'termsAcceptedAt' | 'medicalDeclared'
  >;
  /** The tour's live schedule (the catalogue's until the server's answer arrives). */
  schedule: Schedule;
  /** The moment of the submit: the notice is measured to the tour's start. */
  now: Date;
  /** Free seats on the chosen date of a limited tour; undefined when unlimited or not known. */
  remaining: number | undefined;
}

export function validateBooking({
  form,
  schedule,
  now,
  remaining,
}: BookingCheckInput): BookingFailure | null {
  if (form.selectedDate === null) return { code: 'date-required' };
  const verdict = judgeDate(schedule, form.selectedDate, now);
  if (verdict !== 'allowed') return { code: 'date-not-allowed', verdict };
  if (remaining === 0) return { code: 'date-not-allowed', verdict: 'full' };
  if (remaining !== undefined && form.participants > remaining) {
    return { code: 'capacity-exceeded', remaining };
  }
  return gatingFailure(form, true);
}

export type GatingFailure = Extract<
  BookingFailure,
  {
    code:
      | 'member-box-unchecked'
      | 'member-not-verified'
      | 'terms-not-accepted'
      | 'medical-not-declared';
  }
>;

/**
 * The members-only checks, in the spec's order: the tour card's last four, and the rental panel's
 * (whose medical declaration is asked only where the model's stock says so).
 */
export function gatingFailure(
  form: Pick<BookingFormState, 'membership' | 'termsAcceptedAt' | 'medicalDeclared'>,
  medicalRequired: boolean,
): GatingFailure | null {
  if (!form.membership.isMember) return { code: 'member-box-unchecked' };
  if (!memberMayBook(form.membership.check)) return { code: 'member-not-verified' };
  if (form.termsAcceptedAt === null) return { code: 'terms-not-accepted' };
  if (medicalRequired && !form.medicalDeclared) return { code: 'medical-not-declared' };
  return null;
}
