import type { ParticipantWaiver, ParticipantWaiverLink } from '@/domain/api/participant-waiver';
import { isWaiverLinkExpired, waiverStateOf } from '@/domain/waiver';
import { WAIVER } from '@/content/waiver';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { waiverUrl } from './waiver-link';

type WaiverFields = Pick<
  BookingDoc,
  'participants' | 'participantNames' | 'customerName' | 'waivers' | 'status' | 'selectedDate'
>;

/** A participant's name as the booking gives it; a lone participant left blank is the customer. */
export function participantName(booking: WaiverFields, participantIndex: number): string {
  const name = booking.participantNames[participantIndex]?.trim();
  return name || (participantIndex === 0 ? booking.customerName : '');
}

/** Each participant of the booking with the state of their waiver for the text in force. */
export function participantWaivers(booking: WaiverFields): ParticipantWaiver[] {
  return Array.from({ length: booking.participants }, (_, participantIndex) => ({
    participantIndex,
    name: participantName(booking, participantIndex),
    state: waiverStateOf(booking.waivers?.[String(participantIndex)], WAIVER.version),
  }));
}

/** Whether the booking's participants may still sign by their links. */
export function waiverLinksOpen(booking: WaiverFields, now: Date): boolean {
  return booking.status === 'paid' && !isWaiverLinkExpired(booking.selectedDate, now);
}

/**
 * The booker's view (success page, "Le mie prenotazioni", the mails): each participant with their
 * own signing link while the booking is paid and its day has not passed.
 */
export function participantWaiverLinks(
  bookingId: string,
  booking: WaiverFields,
  links: ManageLinkSettings,
  now: Date,
): ParticipantWaiverLink[] {
  const open = waiverLinksOpen(booking, now);
  return participantWaivers(booking).map((participant) => ({
    ...participant,
    ...(open ? { signUrl: waiverUrl(bookingId, participant.participantIndex, links) } : {}),
  }));
}
