import type { GetWaiverResponse } from '@/domain/api/waiver';
import { waiverStateOf } from '@/domain/waiver';
import type { WaiverText } from '@/content/waiver';
import type { WaiverHandle } from './waiver-handle';

/**
 * One participant's waiver as their own link shows it: the tour (or rented model), its day, the
 * name the booker gave, and the signature in force. Never the birth date, the place, nor anything
 * of the other participants.
 */
export function waiverView(
  { holder, participantIndex }: WaiverHandle,
  waiver: Pick<WaiverText, 'version'>,
): GetWaiverResponse {
  const stored = holder.waivers?.[String(participantIndex)];
  const state = waiverStateOf(stored, waiver.version);
  return {
    activity: holder.activity,
    ...(holder.tourId ? { tourId: holder.tourId } : {}),
    tourName: holder.activityName,
    selectedDate: holder.activityDate,
    participantIndex,
    participantName: holder.names[participantIndex] ?? '',
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
