import { logger } from 'firebase-functions';
import {
  signWaiverRequestSchema,
  waiverSignatureSchema,
  type SignWaiverResponse,
  type WaiverSignature,
} from '@/domain/api/waiver';
import { waiverDigest } from '@/domain/waiver';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { recordSignature, signatureFor } from './stored-waiver';
import type { WaiverLinkDeps } from './waiver-deps';
import { ensureLinkOpen, participantOf, participantOfLink } from './waiver-handle';
import { readWaiverHolder } from './waiver-holders';
import { enforceCallLimits } from '@functions/services/call-limits';
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
 * signWaiver: the participant (a tour's, or a rental's rider) signs their own waiver by their
 * link. In one transaction that reads the booking or rental: the link must still open it, the text
 * must be the one in force, a signature on that text is never replaced (whether it came by this
 * link or a staff phone), and the signature is checked again against the document's own day,
 * which decides who is a minor.
 */
export async function handleSignWaiver(
  deps: WaiverLinkDeps,
  call: Pick<CallContext, 'data' | 'clientKey'>,
): Promise<SignWaiverResponse> {
  await enforceCallLimits(deps, { name: 'signWaiver', caller: call, now: deps.now() });
  const request = parseRequest(call.data);
  const { holder: id, participantIndex } = participantOfLink(deps, request.token);
  const textSha256 = await waiverDigest(deps.waiver, request.signature.language);
  const signed = await deps.db.runTransaction(async (tx) => {
    const { ref, holder } = participantOf(
      await readWaiverHolder(deps.db, id, tx),
      participantIndex,
    );
    const at = deps.now();
    ensureLinkOpen(holder, at);
    if (signatureFor(holder, participantIndex, deps.waiver.version)) throw waiverAlreadySigned();
    if (request.signature.textVersion !== deps.waiver.version) throw waiverTextChanged();
    const signature: WaiverSignature = parseInput(
      waiverSignatureSchema(holder.activityDate),
      request.signature,
    );
    const { update, stored } = recordSignature(
      holder,
      participantIndex,
      signature,
      textSha256,
      { channel: 'link' },
      at,
    );
    tx.update(ref, update);
    return { ...holder, waivers: { ...holder.waivers, [String(participantIndex)]: stored } };
  });
  logger.info('waiver signed by link', { kind: id.kind, id: id.id, participantIndex });
  return waiverView({ participantIndex, holder: signed }, deps.waiver);
}
