import type { ParticipantWaiver, ParticipantWaiverLink } from '@/domain/api/participant-waiver';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import {
  holderWaiverLinks,
  holderWaivers,
  type WaiverHolder,
} from '@functions/services/waiver-base/waiver-holder';

type WaiverFields = Pick<
  BookingDoc,
  | 'participants'
  | 'participantNames'
  | 'customerName'
  | 'waivers'
  | 'status'
  | 'selectedDate'
  | 'tourId'
  | 'tourName'
>;

/** A participant's name as the booking gives it; a lone participant left blank is the customer. */
export function participantName(booking: WaiverFields, participantIndex: number): string {
  const name = booking.participantNames[participantIndex]?.trim();
  return name || (participantIndex === 0 ? booking.customerName : '');
}

/** A booking as the waiver rules read it: its participants, on its tour's day. */
export function bookingWaiverHolder(bookingId: string, booking: WaiverFields): WaiverHolder {
  return {
    kind: 'booking',
    id: bookingId,
    activity: 'tour',
    tourId: booking.tourId,
    activityName: booking.tourName,
    activityDate: booking.selectedDate,
    status: booking.status,
    names: Array.from({ length: booking.participants }, (_, index) =>
      participantName(booking, index),
    ),
    waivers: booking.waivers,
  };
}

/** Each participant of the booking with the state of their waiver for the text in force. */
export function participantWaivers(booking: WaiverFields): ParticipantWaiver[] {
  return holderWaivers(bookingWaiverHolder('', booking));
}

/** Each participant of the booking with their own signing link (holderWaiverLinks). */
export function participantWaiverLinks(
  bookingId: string,
  booking: WaiverFields,
  links: ManageLinkSettings,
  now: Date,
): ParticipantWaiverLink[] {
  return holderWaiverLinks(bookingWaiverHolder(bookingId, booking), links, now);
}
