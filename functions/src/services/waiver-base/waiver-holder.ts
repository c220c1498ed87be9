import type { BookingStatus } from '@/domain/api/booking';
import type { ParticipantWaiver, ParticipantWaiverLink } from '@/domain/api/participant-waiver';
import type { WaiverActivity } from '@/domain/api/waiver';
import type { TourId } from '@/domain/tours';
import { isWaiverLinkExpired, WAIVER_RETENTION_YEARS, waiverStateOf } from '@/domain/waiver';
import { WAIVER } from '@/content/waiver';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { waiverUrl } from './waiver-link';
import { addMonthsToDay } from '@/domain/rome-time';

/** Which documents keep waivers: a tour's booking (its participants), a rental (its riders). */
export type WaiverHolderKind = 'booking' | 'rental';

export interface WaiverHolderId {
  kind: WaiverHolderKind;
  id: string;
}

/** One participant's signature as stored (`waivers.<index>` of a booking or a rental). */
export type StoredWaiver = NonNullable<BookingDoc['waivers']>[string];

/**
 * What the waiver rules read of a document that keeps waivers, the same for a booking and a
 * rental: each kind's module builds it from its own document (the booking's in
 * waiver/participant-waivers.ts, the rental's in rental/rental-waivers.ts).
 */
export interface WaiverHolder extends WaiverHolderId {
  activity: WaiverActivity;
  tourId?: TourId;
  /** The tour's name, or the rented model's. */
  activityName: string;
  /**
   * The tour's day, or the rental's first day (the pick-up): it decides who is a minor, and the
   * links sign until its end (Europe/Rome).
   */
  activityDate: string;
  status: BookingStatus;
  /** Each participant's name, by index: a booking's participants, a rental's riders by bike. */
  names: readonly string[];
  waivers: Readonly<Record<string, StoredWaiver>> | undefined;
}

/** Each participant with the state of their waiver for the text in force. */
export function holderWaivers(holder: WaiverHolder): ParticipantWaiver[] {
  return holder.names.map((name, participantIndex) => ({
    participantIndex,
    name,
    state: waiverStateOf(holder.waivers?.[String(participantIndex)], WAIVER.version),
  }));
}

/** Whether the participants may still sign by their links (and staff collect their signatures). */
export function waiverLinksOpen(
  holder: Pick<WaiverHolder, 'status' | 'activityDate'>,
  now: Date,
): boolean {
  return holder.status === 'paid' && !isWaiverLinkExpired(holder.activityDate, now);
}

/**
 * The booker's view (the mails, the success page, "Le mie prenotazioni"): each participant with
 * their own signing link while the booking or rental is paid and its day has not passed.
 */
export function holderWaiverLinks(
  holder: WaiverHolder,
  links: ManageLinkSettings,
  now: Date,
): ParticipantWaiverLink[] {
  const open = waiverLinksOpen(holder, now);
  return holderWaivers(holder).map((participant) => ({
    ...participant,
    ...(open ? { signUrl: waiverUrl(holder, participant.participantIndex, links) } : {}),
  }));
}

/** Whether anyone of the holder still has to sign the text in force. */
export const someWaiverMissing = (holder: WaiverHolder) =>
  holderWaivers(holder).some((participant) => participant.state === 'missing');

/**
 * The last day a booking's or rental's waivers are kept: its activity's day plus the ten-year
 * limitation period (WAIVER_RETENTION_YEARS). Stored on the document so the retention job finds
 * the waivers due with one plain range query.
 */
export function waiversKeptUntil(activityDate: string): string {
  return addMonthsToDay(activityDate, 12 * WAIVER_RETENTION_YEARS);
}

/**
 * After a move to `newDate`: the later of the two, so a signature given before the move is kept
 * at least as long as the activity it was signed for.
 */
export function keptUntilAfterMove(keptUntil: string, newDate: string): string {
  const moved = waiversKeptUntil(newDate);
  return keptUntil > moved ? keptUntil : moved;
}
