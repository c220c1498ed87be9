/**
 * The restore drill: fingerprint the database, export it, wipe it, import the export and check
 * that every collection holds the same documents with the same content as before.
 */
import { differences, fingerprint, type Fingerprints } from './collection-hashes';
import type { PrivateEmulator } from './private-emulator';

export interface DrillReport {
  ok: boolean;
  before: Fingerprints;
  after: Fingerprints;
  /** Collections that differ after the restore. */
  changed: string[];
}

export interface DrillOptions {
  /** Where the export is written. */
  directory: string;
  log: (line: string) => void;
  /** Runs after the import, before the check (a test changes a document there). */
  beforeCheck?: () => Promise<void>;
}

export function fingerprintTable(before: Fingerprints, after: Fingerprints): string[] {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  const width = Math.max(10, ...names.map((name) => name.length));
  return [
    `${'collection'.padEnd(width)}  documents  sha256 (first 16)   after restore`,
    ...names.map((name) => {
      const a = before.get(name);
      const b = after.get(name);
      const same = a?.documents === b?.documents && a?.sha256 === b?.sha256;
      const verdict = same
        ? 'same'
        : `DIFFERENT: ${b ? `${b.documents} documents, ${b.sha256.slice(0, 16)}` : 'missing'}`;
      return `${name.padEnd(width)}  ${String(a?.documents ?? 0).padStart(9)}  ${(a?.sha256 ?? '-').slice(0, 16).padEnd(16)}    ${verdict}`;
    }),
  ];
}

export async function runRestoreDrill(
  emulator: PrivateEmulator,
  options: DrillOptions,
): Promise<DrillReport> {
  const { log } = options;
  const before = await fingerprint(emulator.reader());
  const total = [...before.values()].reduce((sum, entry) => sum + entry.documents, 0);
  log(`fingerprinted ${before.size} collections, ${total} documents`);

  const metadata = await emulator.exportTo(options.directory, 'drill');
  log(`exported to ${metadata}`);

  await emulator.wipe();
  const wiped = await fingerprint(emulator.reader());
  if (wiped.size > 0) throw new Error(`The wipe left ${[...wiped.keys()].join(', ')}`);
  log('wiped: no collection left');

  await emulator.restart(metadata);
  log('imported the export (emulator restarted with --import-data)');
  await options.beforeCheck?.();

  const after = await fingerprint(emulator.reader());
  const changed = differences(before, after);
  for (const line of fingerprintTable(before, after)) log(line);
  return { ok: changed.length === 0 && before.size > 0, before, after, changed };
}
