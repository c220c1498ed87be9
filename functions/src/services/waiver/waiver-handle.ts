import { invalidLink, linkNoLongerValid } from '@functions/lib/callable-errors';
import {
  waiverLinksOpen,
  type WaiverHolder,
  type WaiverHolderId,
} from '@functions/services/waiver-base/waiver-holder';
import { participantOfToken } from '@functions/services/waiver-base/waiver-link';
import type { WaiverLinkDeps } from './waiver-deps';
import { readWaiverHolder, type ReadHolder } from './waiver-holders';

/** The participant a signing link stands for, on the booking or rental as it was just read. */
export interface WaiverHandle {
  participantIndex: number;
  holder: WaiverHolder;
}

/**
 * A link whose booking, rental or participant does not exist (anymore) is answered like a forged
 * one: nothing tells a caller which bookings or rentals exist.
 */
export function participantOf(read: ReadHolder | null, participantIndex: number): ReadHolder {
  if (!read || participantIndex >= read.holder.names.length) throw invalidLink();
  return read;
}

/**
 * A genuine link opens its waiver only while the booking or rental is paid and its day has not
 * passed (Europe/Rome): a cancelled or refunded one, or a past day, has nothing left to sign.
 */
export function ensureLinkOpen(holder: WaiverHolder, now: Date): void {
  if (!waiverLinksOpen(holder, now)) {
    throw linkNoLongerValid('the booking or rental is not paid or its day is over');
  }
}

/** The holder and participant a token names, refused like a forged link when it names none. */
export function participantOfLink(
  deps: Pick<WaiverLinkDeps, 'links'>,
  token: string,
): { holder: WaiverHolderId; participantIndex: number } {
  const participant = participantOfToken(token, deps.links.secret);
  if (!participant) throw invalidLink();
  return participant;
}

/** The booking or rental and participant a signing link names, refused as the link's state says. */
export async function resolveWaiverLink(
  deps: Pick<WaiverLinkDeps, 'db' | 'links' | 'now'>,
  token: string,
): Promise<WaiverHandle> {
  const { holder: id, participantIndex } = participantOfLink(deps, token);
  const { holder } = participantOf(await readWaiverHolder(deps.db, id), participantIndex);
  ensureLinkOpen(holder, deps.now());
  return { participantIndex, holder };
}
