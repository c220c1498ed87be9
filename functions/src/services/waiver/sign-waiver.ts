import { logger } from 'firebase-functions';
import {
  signWaiverRequestSchema,
  waiverSignatureSchema,
  type SignWaiverResponse,
  type WaiverSignature,
} from '@/domain/api/waiver';
import { waiverDigest } from '@/domain/waiver';
import type { CallContext } from '@functions/lib/call-context';
import { failure, invalidLink, parseInput } from '@functions/lib/callable-errors';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import { recordSignature, signatureFor } from './stored-waiver';
import type { WaiverLinkDeps } from './waiver-deps';
import { ensureLinkOpen, participantOfBooking } from './waiver-handle';
import { participantOfToken } from './waiver-link';
import { limitWaiverCall } from './waiver-limits';
import { waiverView } from './waiver-view';

export const waiverAlreadySigned = () =>
  failure(
    'already-exists',
    'WAIVER_ALREADY_SIGNED',
    'WAIVER_ALREADY_SIGNED: this participant has signed the current text already',
  );

export const waiverTextChanged = () =>
  failure(
    'failed-precondition',
    'WAIVER_TEXT_CHANGED',
    'WAIVER_TEXT_CHANGED: the waiver text changed, read and sign the new one',
  );

/**
 * The request, with a refused field named as the form names it (`guardianName`, not
 * `signature.guardianName`), so the page marks it like the server's later checks.
 */
function parseRequest(data: unknown) {
  const result = signWaiverRequestSchema.safeParse(data ?? {});
  if (result.success) return result.data;
  const fieldOf = (path: PropertyKey[]) =>
    (path[0] === 'signature' ? path.slice(1) : path).map(String).join('.');
  const fields = [...new Set(result.error.issues.map((issue) => fieldOf(issue.path)))];
  throw failure(
    'invalid-argument',
    'INVALID_INPUT',
    `INVALID_INPUT: invalid ${fields.join(', ')}`,
    {
      fields,
    },
  );
}

/**
 * signWaiver: the participant signs their own waiver by their link. In one transaction that reads
 * the booking: the link must still open it, the text must be the one in force, a signature on that
 * text is never replaced (whether it came by this link or a staff phone), and the signature is
 * checked again against the booking's own tour date, which decides who is a minor.
 */
export async function handleSignWaiver(
  deps: WaiverLinkDeps,
  call: Pick<CallContext, 'data' | 'clientKey'>,
): Promise<SignWaiverResponse> {
  await limitWaiverCall(deps, 'signWaiver', call);
  const request = parseRequest(call.data);
  const participant = participantOfToken(request.token, deps.links.secret);
  if (!participant) throw invalidLink();
  const { bookingId, participantIndex } = participant;
  const textSha256 = await waiverDigest(deps.waiver, request.signature.language);
  const ref = bookingRef(deps.db, bookingId);
  const signed = await deps.db.runTransaction(async (tx) => {
    const booking = participantOfBooking((await tx.get(ref)).data(), participantIndex);
    const at = deps.now();
    ensureLinkOpen(booking, at);
    if (signatureFor(booking, participantIndex, deps.waiver.version)) throw waiverAlreadySigned();
    if (request.signature.textVersion !== deps.waiver.version) throw waiverTextChanged();
    const signature: WaiverSignature = parseInput(
      waiverSignatureSchema(booking.selectedDate),
      request.signature,
    );
    const { update, stored } = recordSignature(
      booking,
      participantIndex,
      signature,
      textSha256,
      { channel: 'link' },
      at,
    );
    tx.update(ref, update);
    return { ...booking, waivers: { ...booking.waivers, [String(participantIndex)]: stored } };
  });
  logger.info('waiver signed by link', { bookingId, participantIndex });
  return waiverView({ bookingId, participantIndex, booking: signed }, deps.waiver);
}
