import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startProcess, waitFor, httpOk, type ManagedProcess } from './processes';
import { HOST } from './ports';

/**
 * The official Cloud Firestore emulator from Debian's google-cloud-cli-firestore-emulator. It runs
 * on Java 17, which firebase-tools 15 refuses for its own copy (docs/architecture.md, "What runs
 * where").
 */
export function findFirestoreEmulator(): string {
  const fromEnv = process.env.FIRESTORE_EMULATOR_LAUNCHER;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    const files = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], {
      encoding: 'utf8',
    });
    const launcher = files.split('\n').find((file) => file.endsWith('/cloud_firestore_emulator'));
    if (launcher && existsSync(launcher)) return launcher;
  } catch {
    // Not installed through dpkg; fall through to the message below.
  }
  throw new Error(
    'The Cloud Firestore emulator was not found. Install the Debian package ' +
      'google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_LAUNCHER.',
  );
}

export async function startFirestoreEmulator(
  port: number,
  rulesFile: string,
  echo = false,
  /** The functions emulator's host:port, so the emulator can deliver Firestore trigger events. */
  functionsEmulator?: string,
  /** An export's `.overall_export_metadata` file to start with (the emulator's only import). */
  importData?: string,
): Promise<ManagedProcess> {
  const launcher = findFirestoreEmulator();
  const managed = startProcess(
    'firestore',
    launcher,
    [
      'start',
      '--host',
      HOST,
      '--port',
      String(port),
      '--rules',
      rulesFile,
      ...(functionsEmulator ? ['--functions_emulator', functionsEmulator] : []),
      ...(importData ? ['--import-data', importData] : []),
    ],
    { echo },
  );
  await waitFor('Firestore emulator', () => httpOk(`http://${HOST}:${port}/`), {
    process: managed,
  });
  return managed;
}

/** Deletes every document of the project: each test file starts from a known state. */
export async function clearFirestore(port: number, projectId: string): Promise<void> {
  const url = `http://${HOST}:${port}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing Firestore failed: ${response.status}`);
}
