/**
 * The restore drill, on the local stack's data without touching the running stack:
 *   npm run backup:drill
 * The stack's Firestore (127.0.0.1:8080, while `npm start` runs) is exported and loaded into a
 * private emulator; without a running stack, a private emulator gets the demo seed (member
 * register, schedules, settings). The drill then fingerprints every collection, exports, wipes,
 * imports the export and checks each collection's documents and content. Exit 1 on any difference.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { differences, EmulatorReader, fingerprint } from './backup/collection-hashes';
import { exportEmulator, PrivateEmulator } from './backup/private-emulator';
import { runRestoreDrill } from './backup/restore-drill';
import { freePort } from './stack/free-port';
import { HOST, PORTS, PROJECT_ID } from './stack/ports';
import { isPortOpen } from './stack/processes';
import { demoSchedules, writeDemoMembers, writeMissingSchedules } from './stack/seed';
import { writeMissingSettings } from './stack/settings-documents';

const log = (line: string) => console.log(line);
const directory = mkdtempSync(join(tmpdir(), 'backup-drill-'));
const port = await freePort();
let emulator: PrivateEmulator | undefined;

async function seedDemo(target: PrivateEmulator): Promise<void> {
  // This process talks to no other Firestore: the Admin SDK finds the private one here.
  process.env.FIRESTORE_EMULATOR_HOST = target.host;
  const app = initializeApp({ projectId: PROJECT_ID }, 'backup-drill');
  try {
    const db = getFirestore(app);
    const now = new Date();
    await writeDemoMembers(db, now);
    await writeMissingSchedules(db, demoSchedules(now));
    await writeMissingSettings(db);
  } finally {
    await deleteApp(app);
  }
}

try {
  if (await isPortOpen(PORTS.firestore, HOST)) {
    const stack = new EmulatorReader(`${HOST}:${PORTS.firestore}`, PROJECT_ID);
    const stackExport = await exportEmulator(
      `${HOST}:${PORTS.firestore}`,
      PROJECT_ID,
      join(directory, 'stack'),
      'stack',
    );
    emulator = await PrivateEmulator.start(port, PROJECT_ID, stackExport);
    const copied = differences(await fingerprint(stack), await fingerprint(emulator.reader()));
    if (copied.length > 0) throw new Error(`The copy of the stack differs in ${copied.join(', ')}`);
    log(`drilling on a copy of the local stack's Firestore (${HOST}:${PORTS.firestore})`);
  } else {
    emulator = await PrivateEmulator.start(port, PROJECT_ID);
    await seedDemo(emulator);
    log('the local stack is not running: drilling on the demo seed (members, schedules, settings)');
  }
  const report = await runRestoreDrill(emulator, { directory: join(directory, 'drill'), log });
  if (report.ok) {
    log(`\nRestore drill passed: ${report.before.size} collections restored exactly.`);
  } else {
    log(
      report.before.size === 0
        ? '\nRestore drill proved nothing: the database was empty.'
        : `\nRestore drill FAILED: ${report.changed.join(', ')} differ after the restore.`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Restore drill stopped: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await emulator?.stop();
  rmSync(directory, { recursive: true, force: true });
}
