import { addYears, format, parseISO } from 'date-fns';
import { FieldValue, Timestamp, type UpdateData } from 'firebase-admin/firestore';
import type { WaiverSignature } from '@/domain/api/waiver';
import { WAIVER_RETENTION_YEARS } from '@/domain/waiver';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';

/** One participant's signature as stored on the booking (`waivers.<index>`). */
export type StoredWaiver = NonNullable<BookingDoc['waivers']>[string];

/** How the signature arrived: the participant's own link, or a staff phone with who and when. */
export type WaiverChannel =
  { channel: 'link' } | { channel: 'staff'; collectedBy: string; signedAtDevice: string };

/** The participant's signature in force for `version`, if they gave one. */
export function signatureFor(
  booking: Pick<BookingDoc, 'waivers'>,
  participantIndex: number,
  version: string,
): StoredWaiver | undefined {
  const stored = booking.waivers?.[String(participantIndex)];
  return stored?.textVersion === version ? stored : undefined;
}

/**
 * The last day a booking's waivers are kept: its tour's day plus the ten-year limitation period
 * (WAIVER_RETENTION_YEARS). Stored on the booking so the retention job finds the waivers due with
 * one plain range query.
 */
export function waiversKeptUntil(tourDate: string): string {
  return format(addYears(parseISO(tourDate), WAIVER_RETENTION_YEARS), 'yyyy-MM-dd');
}

/**
 * The update that records a new signature: the participant's earlier one (on an older text) moves
 * to `supersededWaivers`, kept as evidence of what was signed then. `signedAt` is the server's
 * clock; the caller has already refused a second signature on the same text.
 */
export function recordSignature(
  booking: BookingDoc,
  participantIndex: number,
  signature: WaiverSignature,
  textSha256: string,
  via: WaiverChannel,
  at: Date,
): { update: UpdateData<BookingDoc>; stored: StoredWaiver } {
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
  const earlier = booking.waivers?.[String(participantIndex)];
  const update: UpdateData<BookingDoc> = {
    [`waivers.${participantIndex}`]: stored,
    ...(earlier ? { supersededWaivers: FieldValue.arrayUnion(earlier) } : {}),
    waiversKeptUntil: waiversKeptUntil(booking.selectedDate),
    updatedAt: Timestamp.fromDate(at),
  };
  return { update, stored };
}
