import { isPartySize } from '@/domain/api/party';
import { initialBookingFormState, type BookingFormState } from './booking-form-state';

/**
 * What of the booking form is kept on the device between visits: what the visitor typed and
 * chose. Not the membership verdict, the terms acceptance, the medical declaration or a gift
 * voucher (its balance may change meanwhile): those are given again on the day of the booking.
 */
type BookingDraft = Pick<
  BookingFormState,
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'additionalNotes'
  | 'selectedDate'
  | 'participants'
  | 'participantNames'
  | 'largeGroupNotice'
> & { isMember: boolean; memberName: string };

export function bookingDraft(form: BookingFormState): BookingDraft {
  return {
    customerName: form.customerName,
    customerEmail: form.customerEmail,
    customerPhone: form.customerPhone,
    additionalNotes: form.additionalNotes,
    selectedDate: form.selectedDate,
    participants: form.participants,
    participantNames: form.participantNames,
    largeGroupNotice: form.largeGroupNotice,
    isMember: form.membership.isMember,
    memberName: form.membership.name,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The form state a saved draft stands for. A draft is data from an earlier visit (perhaps of an
 * older version of the site), so every field is checked; a date now past is dropped.
 */
export function restoreBookingDraft(draft: Partial<BookingDraft>, today: string): BookingFormState {
  const initial = initialBookingFormState;
  const names = Array.isArray(draft.participantNames) ? draft.participantNames.map(text) : [];
  const count = draft.participants;
  const participants = isPartySize(count) ? count : initial.participants;
  while (names.length < participants) names.push('');
  const date = typeof draft.selectedDate === 'string' ? draft.selectedDate : null;
  return {
    ...initial,
    customerName: text(draft.customerName),
    customerEmail: text(draft.customerEmail),
    customerPhone: text(draft.customerPhone),
    additionalNotes: text(draft.additionalNotes),
    selectedDate: date !== null && date >= today ? date : null,
    participants,
    participantNames: names.length > 0 ? names : initial.participantNames,
    largeGroupNotice: draft.largeGroupNotice === true,
    membership: {
      isMember: draft.isMember === true,
      name: draft.isMember === true ? text(draft.memberName) : '',
      check: { kind: 'idle' },
    },
  };
}
