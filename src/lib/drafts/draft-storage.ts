import type * as IdbKeyval from 'idb-keyval';

/** A form draft as kept on the device. */
export interface StoredDraft {
  savedAt: number;
  data: unknown;
}

/** Where drafts live; the hook takes it as a parameter so its timing can be tested without a browser. */
export interface DraftStorage {
  read(key: string): Promise<StoredDraft | undefined>;
  write(key: string, draft: StoredDraft): Promise<void>;
  remove(key: string): Promise<void>;
}

/*
 * An IndexedDB store of its own (emptied independently of other device data), opened on first use:
 * idb-keyval stays out of the first load and nothing touches indexedDB while prerendering.
 */
let opened: Promise<{ idb: typeof IdbKeyval; store: IdbKeyval.UseStore }> | undefined;

function openStore() {
  opened ??= import('idb-keyval').then((idb) => ({
    idb,
    store: idb.createStore('valpolicella-drafts', 'drafts'),
  }));
  return opened;
}

/** Browsers without IndexedDB (or a test's DOM) simply keep no drafts. */
const available = () => typeof indexedDB !== 'undefined';

export const deviceDraftStorage: DraftStorage = {
  async read(key) {
    if (!available()) return undefined;
    const { idb, store } = await openStore();
    return idb.get<StoredDraft>(key, store);
  },
  async write(key, draft) {
    if (!available()) return;
    const { idb, store } = await openStore();
    await idb.set(key, draft, store);
  },
  async remove(key) {
    if (!available()) return;
    const { idb, store } = await openStore();
    await idb.del(key, store);
  },
};

/** Forgets every form draft on this device (e.g. on sign-out of a shared phone). */
export async function clearAllDrafts(): Promise<void> {
  if (!available()) return;
  try {
    const { idb, store } = await openStore();
    await idb.clear(store);
  } catch (error) {
    console.warn('Could not clear the form drafts kept on this device', error);
  }
}
