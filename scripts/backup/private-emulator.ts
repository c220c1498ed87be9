/**
 * A Firestore emulator of the drill's own, on a free port: it can be exported through the
 * emulator's REST `:export` endpoint, wiped, and restarted on the same port with `--import-data`,
 * the only import the gcloud emulator (Debian's google-cloud-cli-firestore-emulator) has.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { clearFirestore, startFirestoreEmulator } from '../stack/firestore-emulator';
import { HOST } from '../stack/ports';
import { stopProcess, type ManagedProcess } from '../stack/processes';
import { EmulatorReader } from './collection-hashes';

/** Asks the emulator at `host` to write an export of `projectId`; answers its metadata file. */
export async function exportEmulator(
  host: string,
  projectId: string,
  directory: string,
  name: string,
): Promise<string> {
  mkdirSync(directory, { recursive: true });
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${projectId}/databases/(default)`,
      export_directory: directory,
      export_name: name,
    }),
  });
  if (!response.ok) {
    throw new Error(`The export failed: ${response.status} ${await response.text()}`);
  }
  return join(directory, name, `${name}.overall_export_metadata`);
}

export class PrivateEmulator {
  private process: ManagedProcess | undefined;

  private constructor(
    readonly port: number,
    readonly projectId: string,
  ) {}

  static async start(
    port: number,
    projectId: string,
    importData?: string,
  ): Promise<PrivateEmulator> {
    const emulator = new PrivateEmulator(port, projectId);
    await emulator.restart(importData);
    return emulator;
  }

  get host(): string {
    return `${HOST}:${this.port}`;
  }

  reader(): EmulatorReader {
    return new EmulatorReader(this.host, this.projectId);
  }

  exportTo(directory: string, name: string): Promise<string> {
    return exportEmulator(this.host, this.projectId, directory, name);
  }

  wipe(): Promise<void> {
    return clearFirestore(this.port, this.projectId);
  }

  /** Stops the emulator (its memory is its whole database) and starts it again from an export. */
  async restart(importData?: string): Promise<void> {
    if (this.process) await stopProcess(this.process);
    this.process = await startFirestoreEmulator(
      this.port,
      'firestore.rules',
      false,
      undefined,
      importData,
    );
  }

  async stop(): Promise<void> {
    if (this.process) await stopProcess(this.process);
    this.process = undefined;
  }
}
