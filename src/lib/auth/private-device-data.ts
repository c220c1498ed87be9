import type * as IdbKeyval from 'idb-keyval';

/**
 * Copies of the signed-in user's own data kept on the device (e.g. their bookings, so tickets open
 * offline), in an IndexedDB store of their own that is emptied on sign-out. idb-keyval is imported
 * on first use: the header that can sign out must not add it to every page's first load.
 */
let store: Promise<{ idb: typeof IdbKeyval; store: IdbKeyval.UseStore }> | undefined;

function openStore() {
  store ??= import('idb-keyval').then((idb) => ({
    idb,
    store: idb.createStore('valpolicella-private', 'user-data'),
  }));
  return store;
}

export async function readPrivateCopy(key: string): Promise<unknown> {
  const { idb, store: privateStore } = await openStore();
  return idb.get<unknown>(key, privateStore);
}

export async function writePrivateCopy(key: string, value: unknown): Promise<void> {
  const { idb, store: privateStore } = await openStore();
  await idb.set(key, value, privateStore);
}

/** Forgets every private copy on this device; failures are logged, never thrown at the user. */
export async function clearPrivateDeviceData(): Promise<void> {
  try {
    const { idb, store: privateStore } = await openStore();
    await idb.clear(privateStore);
  } catch (error) {
    console.warn('Could not clear the private data kept on this device', error);
  }
}
