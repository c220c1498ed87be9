/**
 * This phone's private store (IndexedDB in the browser) in memory: the component projects resolve
 * `@/lib/auth/private-device-data` here (vite.config.ts), and src/test/setup-component-tests.ts
 * empties it after each test.
 */
export const deviceStore = new Map<string, unknown>();

export function readPrivateCopy(key: string): Promise<unknown> {
  return Promise.resolve(deviceStore.get(key));
}

export function writePrivateCopy(key: string, value: unknown): Promise<void> {
  deviceStore.set(key, value);
  return Promise.resolve();
}

export function clearPrivateDeviceData(): Promise<void> {
  deviceStore.clear();
  return Promise.resolve();
}
