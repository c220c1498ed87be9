import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { INITIAL_MAIL_SETTINGS, MAIL_SETTINGS_PATH } from '@/domain/documents/mail-settings';
import {
  INITIAL_MEMBERSHIP_SETTINGS,
  MEMBERSHIP_SETTINGS_PATH,
} from '@/domain/documents/membership-settings';
import { TOUR_IDS } from '@/domain/tours';
import { PROJECT_ID } from '../../scripts/stack/ports';
import { demoMemberDoc, demoSchedules, readDemoMembers } from '../../scripts/stack/seed';

/**
 * The integration files run side by side, one Firestore project each (the emulator keeps every
 * project's data apart and clears one without the others): a reset in one file never empties
 * another's documents. Auth stays on the stack's one project (tests/support/staff-auth.ts): its
 * accounts are never cleared, and each test makes its own.
 */
const pool = process.env.VITEST_POOL_ID;
export const TEST_PROJECT_ID = pool ? `${PROJECT_ID}-${pool}` : PROJECT_ID;

function emulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run integration tests through `npm test` or ' +
        '`npx tsx scripts/with-firestore.ts npx vitest run --project integration`.',
    );
  }
  return host;
}

let app: App | undefined;

/** The Admin SDK's Firestore on the emulator, as the functions see it. */
export function testDb(): Firestore {
  emulatorHost();
  app ??=
    getApps().find((candidate) => candidate.name === 'tests') ??
    initializeApp({ projectId: TEST_PROJECT_ID }, 'tests');
  return getFirestore(app);
}

/** How long a reset waits for a busy emulator: under the integration hooks' 60 s (vite.config.ts). */
const RESET_PATIENCE_MS = 50_000;

/**
 * Deletes every document, then loads the demo member register (fixtures/members.json), the demo
 * schedules, the membership and the mail settings again, as the local stack does when it starts.
 * `now` is the test's clock: validity and event dates are counted from it, never from a fixed year.
 */
export async function resetFirestore(now: Date = new Date()): Promise<void> {
  const url = `http://${emulatorHost()}/emulator/v1/projects/${TEST_PROJECT_ID}/databases/(default)/documents`;
  // The emulator answers 500, or 409 (aborted), while it still holds the locks of the previous
  // file's transactions on a busy machine (a transaction cut off with its worker is held until it
  // times out, tens of seconds): ask again until the hook's own time is nearly spent.
  const busy = (status: number) => status === 409 || status >= 500;
  const deadline = Date.now() + RESET_PATIENCE_MS;
  let response = await fetch(url, { method: 'DELETE' });
  while (busy(response.status) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    response = await fetch(url, { method: 'DELETE' });
  }
  if (!response.ok) throw new Error(`Could not clear Firestore: ${response.status}`);
  await writeDemoData(testDb(), now);
}

const demoMembers = readDemoMembers();

/**
 * The data the local stack seeds (scripts/stack/seed.ts), written into the emptied database as one
 * batch: the stack's seed checks each document first, which made a reset three times as long
 * (141 ms; there are about four hundred resets in a run).
 */
async function writeDemoData(db: Firestore, now: Date): Promise<void> {
  const batch = db.batch();
  for (const member of demoMembers) {
    batch.create(db.collection('members').doc(member.memberNumber), demoMemberDoc(member, now));
  }
  const schedules = demoSchedules(now);
  for (const tourId of TOUR_IDS)
    batch.create(db.collection('schedules').doc(tourId), schedules[tourId]);
  const settings = (path: { collection: string; id: string }) =>
    db.collection(path.collection).doc(path.id);
  batch.create(settings(MEMBERSHIP_SETTINGS_PATH), INITIAL_MEMBERSHIP_SETTINGS);
  batch.create(settings(MAIL_SETTINGS_PATH), INITIAL_MAIL_SETTINGS);
  await batch.commit();
}

export async function closeTestDb(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}
