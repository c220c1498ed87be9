import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { differences, EmulatorReader, fingerprint } from '../../scripts/backup/collection-hashes';
import { exportEmulator, PrivateEmulator } from '../../scripts/backup/private-emulator';
import { runRestoreDrill } from '../../scripts/backup/restore-drill';
import { freePort } from '../../scripts/stack/free-port';
import { paidBookingDoc } from '../support/booking-doc';
import { closeTestDb, resetFirestore, testDb, TEST_PROJECT_ID } from '../support/firestore';

/**
 * The restore drill (npm run backup:drill) on a stack holding the member register, schedules,
 * settings, and bookings with signed waivers: the shared emulator is copied into a private one
 * (through an export, as the drill copies the local stack), where the drill exports, wipes,
 * imports and compares every collection.
 */
const DRILL_TIMEOUT_MS = 120_000;
const now = new Date();
let directory: string;
let emulator: PrivateEmulator | undefined;

function waiver(participantIndex: number, signerName: string) {
  return {
    participantIndex,
    signerName,
    birthDate: '1990-04-01',
    place: 'Verona',
    textVersion: '2026-01-01',
    textSha256: 'a'.repeat(64),
    language: 'it',
    signedAt: Timestamp.fromMillis(now.getTime() - 3_600_123),
    channel: 'link',
  };
}

async function seedStack(): Promise<void> {
  await resetFirestore(now);
  const db = testDb();
  const booking = paidBookingDoc();
  await db.doc('bookings/b-signed').set({
    ...booking,
    waivers: { '0': waiver(0, 'Giulia Bianchi'), '1': waiver(1, 'Marco Rossi') },
    supersededWaivers: [waiver(1, 'Marco Rossi')],
    waiversKeptUntil: '2036-11-28',
  });
  await db.doc('bookings/b-unsigned').set({ ...booking, participants: 1, amountTotalCents: 8000 });
  // No collection nests another today; one that did would be restored and counted with its parent.
  await db.doc('bookings/b-signed/notes/1').set({ text: 'subcollection', at: Timestamp.now() });
}

/** The shared emulator's contents, loaded into a private emulator the drill may wipe and restart. */
async function privateCopy(): Promise<PrivateEmulator> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '';
  const copy = await exportEmulator(host, TEST_PROJECT_ID, join(directory, 'source'), 'source');
  emulator = await PrivateEmulator.start(await freePort(), TEST_PROJECT_ID, copy);
  const source = await fingerprint(new EmulatorReader(host, TEST_PROJECT_ID));
  expect(differences(source, await fingerprint(emulator.reader()))).toEqual([]);
  return emulator;
}

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'backup-drill-test-'));
  await seedStack();
});
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
});
afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
  await closeTestDb();
});

describe('the restore drill', () => {
  it(
    'restores bookings with their waivers, members, schedules and settings exactly',
    async () => {
      const target = await privateCopy();
      const lines: string[] = [];
      const report = await runRestoreDrill(target, {
        directory: join(directory, 'pass'),
        log: (line) => lines.push(line),
      });

      expect(report.changed).toEqual([]);
      expect(report.ok).toBe(true);
      expect([...report.after.keys()]).toEqual(['bookings', 'members', 'schedules', 'settings']);
      // Two bookings and the note under one of them.
      expect(report.after.get('bookings')?.documents).toBe(3);
      expect(report.after.get('members')?.documents).toBeGreaterThan(0);
      expect(lines).toContainEqual(expect.stringMatching(/^bookings\s+3\s+[0-9a-f]{16}\s+same$/));
    },
    DRILL_TIMEOUT_MS,
  );

  it(
    'fails, naming the collection, when a document differs after the restore',
    async () => {
      const target = await privateCopy();
      const report = await runRestoreDrill(target, {
        directory: join(directory, 'fail'),
        log: () => undefined,
        // A restore that brought back one number wrong: an integer field of one booking.
        beforeCheck: async () => {
          const document = `projects/${TEST_PROJECT_ID}/databases/(default)/documents/bookings/b-unsigned`;
          const response = await fetch(
            `http://${target.host}/v1/${document}?updateMask.fieldPaths=participants`,
            {
              method: 'PATCH',
              headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
              body: JSON.stringify({ fields: { participants: { integerValue: '2' } } }),
            },
          );
          expect(response.ok).toBe(true);
        },
      });

      expect(report.ok).toBe(false);
      expect(report.changed).toEqual(['bookings']);
      expect(report.after.get('bookings')?.documents).toBe(3);
    },
    DRILL_TIMEOUT_MS,
  );
});
