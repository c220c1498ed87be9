import type { ParticipantWaiver } from '@/domain/api/participant-waiver';
import type { RosterBooking } from '@/domain/api/staff';
import type { DeskRental } from '@/domain/api/staff-rental-desk';
import type { WaiverState } from '@/domain/waiver';

/**
 * Signatures collected on this device and not yet acknowledged by the server, by participant
 * (`collectedWaiverKey`): the state they will have once sent. The roster and the verdict count
 * them at once, so a guide with no signal sees who still has to sign.
 */
export type CollectedWaivers = ReadonlyMap<string, Exclude<WaiverState, 'missing'>>;

export const collectedWaiverKey = (bookingId: string, participantIndex: number) =>
  `${bookingId}/${participantIndex}`;

/** A rental rider's signature collected at the desk, in the same map as the roster's. */
export const collectedRiderWaiverKey = (rentalId: string, riderIndex: number) =>
  `rental:${rentalId}/${riderIndex}`;

/** One participant's waiver as this device knows it. */
export interface RosterParticipantWaiver {
  participantIndex: number;
  name: string;
  state: WaiverState;
  /** Signed on this device, not yet confirmed by the server. */
  pending: boolean;
}

/** The server's states overlaid with this device's unsent signatures, found by `keyOf`. */
function overlay(
  waivers: readonly ParticipantWaiver[],
  keyOf: (participantIndex: number) => string,
  collected: CollectedWaivers,
): RosterParticipantWaiver[] {
  return waivers.map((waiver) => {
    const local =
      waiver.state === 'missing' ? collected.get(keyOf(waiver.participantIndex)) : undefined;
    return {
      participantIndex: waiver.participantIndex,
      name: waiver.name,
      state: local ?? waiver.state,
      pending: local !== undefined,
    };
  });
}

/**
 * Each participant's waiver, the server's state overlaid with this device's unsent signatures.
 * Empty when the roster carries no states (a copy saved before waivers existed): unknown, which
 * is not the same as missing.
 */
export function rosterWaiversOf(
  booking: RosterBooking,
  collected: CollectedWaivers,
): RosterParticipantWaiver[] {
  return overlay(
    booking.waivers,
    (index) => collectedWaiverKey(booking.bookingId, index),
    collected,
  );
}

/** Each rider's waiver at the rental desk, as `rosterWaiversOf` reads a booking's. */
export function riderWaiversOf(
  rental: DeskRental,
  collected: CollectedWaivers,
): RosterParticipantWaiver[] {
  return overlay(
    rental.waivers,
    (index) => collectedRiderWaiverKey(rental.rentalId, index),
    collected,
  );
}

/** The participants of a booking who still have to sign. */
export function missingWaiversOf(
  booking: RosterBooking,
  collected: CollectedWaivers,
): RosterParticipantWaiver[] {
  return rosterWaiversOf(booking, collected).filter((waiver) => waiver.state === 'missing');
}

/** A booking's waivers in figures: signed of how many, and who is missing (for the CSV). */
export function waiverTally(booking: RosterBooking, collected: CollectedWaivers) {
  const waivers = rosterWaiversOf(booking, collected);
  const missing = waivers.filter((waiver) => waiver.state === 'missing');
  return {
    total: waivers.length,
    signed: waivers.length - missing.length,
    missingNames: missing.map((waiver) => waiver.name),
  };
}
