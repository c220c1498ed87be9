import type { GetWaiverResponse } from '@/domain/api/waiver';
import { waiverStateOf } from '@/domain/waiver';
import type { WaiverText } from '@/content/waiver';
import { participantName } from './participant-waivers';
import type { WaiverHandle } from './waiver-handle';

/**
 * One participant's waiver as their own link shows it: the tour, the name the booker gave, and
 * the signature in force. Never the birth date, the place, nor anything of the other participants.
 */
export function waiverView(
  { booking, participantIndex }: WaiverHandle,
  waiver: Pick<WaiverText, 'version'>,
): GetWaiverResponse {
  const stored = booking.waivers?.[String(participantIndex)];
  const state = waiverStateOf(stored, waiver.version);
  return {
    tourId: booking.tourId,
    tourName: booking.tourName,
    selectedDate: booking.selectedDate,
    participantIndex,
    participantName: participantName(booking, participantIndex),
    currentVersion: waiver.version,
    state,
    ...(stored && state !== 'missing'
      ? {
          signed: {
            signerName: stored.signerName,
            ...(stored.guardian ? { guardianName: stored.guardian.name } : {}),
            signedAt: stored.signedAt.toDate().toISOString(),
            textVersion: stored.textVersion,
          },
        }
      : {}),
  };
}
