import { expect } from 'vitest';
import type { JoinWaitlistRequest } from '@/domain/api/waitlist';
import { handleConfirmWaitlist } from '@functions/services/waitlist/confirm-waitlist';
import { handleJoinWaitlist } from '@functions/services/waitlist/join-waitlist';
import { waitlistRef, type WaitlistEntryDoc } from '@functions/services/waitlist/waitlist-doc';
import { waitlistToken } from '@functions/services/waitlist/waitlist-link';
import { testDb } from './firestore';
import { scheduleDoc } from './tour-docs';
import { SATURDAY } from './harness-dates';
import { call } from './booking-request';
import { eventually } from './eventually';
import type { Harness } from './booking-harness';

/** The tour the waiting-list tests fill: limited, bookable on SATURDAY. */
export const TOUR = 'emotion-in-villa';

/** Sets the tour's seats as staff would in the console. */
export async function setCapacity(capacity: number): Promise<void> {
  await scheduleDoc(TOUR).update({ capacity });
}

export function joinRequest(
  name: string,
  partySize: number,
  overrides: Partial<JoinWaitlistRequest> = {},
): JoinWaitlistRequest {
  return {
    tourId: TOUR,
    date: SATURDAY,
    name,
    email: `${name.toLowerCase()}@example.com`,
    partySize,
    locale: 'it',
    ...overrides,
  };
}

/** The id of the newest entry joined with `email` (any date). */
export async function entryIdOf(email: string): Promise<string> {
  const found = await testDb()
    .collection('waitlist')
    .where('email', '==', email.toLowerCase())
    .orderBy('createdAt', 'desc')
    .limit(1)
    .get();
  const id = found.docs[0]?.id;
  if (!id) throw new Error(`no waiting-list entry for ${email}`);
  return id;
}

/** The first mail's link followed and tapped: `confirmWaitlist` with the entry's token. */
export function confirmEntry(harness: Harness, entryId: string) {
  return handleConfirmWaitlist(
    harness.deps,
    call({ token: waitlistToken(entryId, harness.deps.links.secret) }),
  );
}

/** Joins as a visitor does, then confirms from the first mail: the entry is in line. */
export async function joinConfirmed(harness: Harness, request: JoinWaitlistRequest) {
  const answer = await handleJoinWaitlist(harness.deps, call(request));
  await confirmEntry(harness, await entryIdOf(request.email));
  return answer;
}

/** The stored entry, read through the functions' own converter (so checked against its schema). */
export async function storedEntry(entryId: string): Promise<WaitlistEntryDoc> {
  const entry = (await waitlistRef(testDb(), entryId).get()).data();
  if (!entry) throw new Error(`waitlist/${entryId} does not exist`);
  return entry;
}

/** Every entry of SATURDAY's line, by the name it was joined with. */
export async function entriesByName(): Promise<Map<string, { id: string } & WaitlistEntryDoc>> {
  const snapshot = await testDb().collection('waitlist').where('date', '==', SATURDAY).get();
  const entries = new Map<string, { id: string } & WaitlistEntryDoc>();
  for (const doc of snapshot.docs)
    entries.set(doc.get('name') as string, await entryWithId(doc.id));
  return entries;
}

async function entryWithId(id: string) {
  return { id, ...(await storedEntry(id)) };
}

/**
 * The link of `kind` in the newest caught mail to `address` whose subject contains `subject`:
 * the offer's (`?offerta=`) or the leave link's (`/lista-attesa?token=`), as a URL.
 */
export async function linkInMail(
  harness: Harness,
  address: string,
  subject: string,
  kind: 'offer' | 'leave',
): Promise<URL> {
  const pattern =
    kind === 'offer'
      ? /(https:\/\/\S+\?offerta=[\w.-]+)/
      : /(https:\/\/\S+\/lista-attesa\?token=[\w.-]+)/;
  const matching = () =>
    harness.mails.filter(
      (mail) => mail.envelopeTo.includes(address) && mail.subject.includes(subject),
    );
  await eventually(async () => matching().length > 0);
  const link = pattern.exec(matching().at(-1)?.text ?? '')?.[1];
  expect(link).toBeDefined();
  return new URL(link ?? '');
}
