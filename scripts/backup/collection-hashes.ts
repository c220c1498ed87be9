/**
 * A fingerprint of a Firestore emulator's contents: per top-level collection, how many documents
 * it holds (its subcollections' included) and a SHA-256 over every document's path and fields.
 * Read through the emulator's REST API, where each value keeps its Firestore type (an integer
 * stays distinct from a double, a timestamp keeps its microseconds), so a restore that changed a
 * type or lost precision shows as a different hash. Create and update times are not content.
 */
import { createHash } from 'node:crypto';

export interface CollectionFingerprint {
  documents: number;
  sha256: string;
}

export type Fingerprints = Map<string, CollectionFingerprint>;

interface RestDocument {
  name: string;
  fields?: Record<string, unknown>;
  createTime?: string;
}

/** The emulator at `host` (host:port), on one project's (default) database. */
export class EmulatorReader {
  constructor(
    private readonly host: string,
    private readonly projectId: string,
  ) {}

  private get root(): string {
    return `projects/${this.projectId}/databases/(default)/documents`;
  }

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`http://${this.host}/v1/${path}`, {
      ...init,
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    });
    if (!response.ok) throw new Error(`Firestore emulator: ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  /** Collection ids under the database (parent '') or under a document path. */
  async collectionIds(parent = ''): Promise<string[]> {
    const ids: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.call<{ collectionIds?: string[]; nextPageToken?: string }>(
        `${this.root}${parent ? `/${parent}` : ''}:listCollectionIds`,
        { method: 'POST', body: JSON.stringify({ pageSize: 300, pageToken }) },
      );
      ids.push(...(page.collectionIds ?? []));
      pageToken = page.nextPageToken || undefined;
    } while (pageToken);
    return ids.sort();
  }

  /** Every document of a collection, missing ones (parents of subcollections only) included. */
  async documents(collectionPath: string): Promise<RestDocument[]> {
    const documents: RestDocument[] = [];
    let pageToken = '';
    do {
      const query = new URLSearchParams({ pageSize: '300', showMissing: 'true', pageToken });
      const page = await this.call<{ documents?: RestDocument[]; nextPageToken?: string }>(
        `${this.root}/${collectionPath}?${query}`,
      );
      documents.push(...(page.documents ?? []));
      pageToken = page.nextPageToken ?? '';
    } while (pageToken);
    return documents;
  }

  relativePath(document: RestDocument): string {
    return document.name.slice(document.name.indexOf('/documents/') + '/documents/'.length);
  }
}

/** JSON with every object's keys sorted: the same fields give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function addCollection(
  reader: EmulatorReader,
  collectionPath: string,
  lines: string[],
): Promise<void> {
  for (const document of await reader.documents(collectionPath)) {
    const path = reader.relativePath(document);
    if (document.createTime !== undefined)
      lines.push(`${path}\n${canonical(document.fields ?? {})}`);
    for (const child of await reader.collectionIds(path)) {
      await addCollection(reader, `${path}/${child}`, lines);
    }
  }
}

export async function fingerprint(reader: EmulatorReader): Promise<Fingerprints> {
  const fingerprints: Fingerprints = new Map();
  for (const collection of await reader.collectionIds()) {
    const lines: string[] = [];
    await addCollection(reader, collection, lines);
    lines.sort();
    const hash = createHash('sha256');
    for (const line of lines) hash.update(`${line}\n`);
    fingerprints.set(collection, { documents: lines.length, sha256: hash.digest('hex') });
  }
  return fingerprints;
}

/** Collections whose count or hash differ, or that only one side has. */
export function differences(before: Fingerprints, after: Fingerprints): string[] {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  return names.filter((name) => {
    const a = before.get(name);
    const b = after.get(name);
    return a?.documents !== b?.documents || a?.sha256 !== b?.sha256;
  });
}
