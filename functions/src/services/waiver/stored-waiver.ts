import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { WaiverSignature } from '@/domain/api/waiver';
import {
  waiversKeptUntil,
  type StoredWaiver,
  type WaiverHolder,
} from '@functions/services/waiver-base/waiver-holder';

/** How the signature arrived: the participant's own link, or a staff phone with who and when. */
export type WaiverChannel =
  { channel: 'link' } | { channel: 'staff'; collectedBy: string; signedAtDevice: string };

/** The participant's signature in force for `version`, if they gave one. */
export function signatureFor(
  holder: Pick<WaiverHolder, 'waivers'>,
  participantIndex: number,
  version: string,
): StoredWaiver | undefined {
  const stored = holder.waivers?.[String(participantIndex)];
  return stored?.textVersion === version ? stored : undefined;
}

/**
 * The update that records a new signature: the participant's earlier one (on an older text) moves
 * to `supersededWaivers`, kept as evidence of what was signed then. `signedAt` is the server's
 * clock; the caller has already refused a second signature on the same text.
 */
export function recordSignature(
  holder: Pick<WaiverHolder, 'waivers' | 'activityDate'>,
  participantIndex: number,
  signature: WaiverSignature,
  textSha256: string,
  via: WaiverChannel,
  at: Date,
): { update: Record<string, unknown>; stored: StoredWaiver } {
  const stored: StoredWaiver = {
    participantIndex,
    signerName: signature.signerName,
    birthDate: signature.birthDate,
    place: signature.place,
    ...(signature.guardian ? { guardian: signature.guardian } : {}),
    textVersion: signature.textVersion,
    textSha256,
    language: signature.language,
    signedAt: Timestamp.fromDate(at),
    ...via,
  };
  const earlier = holder.waivers?.[String(participantIndex)];
  const update = {
    [`waivers.${participantIndex}`]: stored,
    ...(earlier ? { supersededWaivers: FieldValue.arrayUnion(earlier) } : {}),
    waiversKeptUntil: waiversKeptUntil(holder.activityDate),
    updatedAt: Timestamp.fromDate(at),
  };
  return { update, stored };
}
