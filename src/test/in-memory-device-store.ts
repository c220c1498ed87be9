/**
 * This phone's private store (IndexedDB in the browser) in memory, for component tests of the
 * staff views: `vi.mock('@/lib/auth/private-device-data', () => import('@/test/in-memory-device-store'))`,
 * and `deviceStore.clear()` after each test.
 */
export const deviceStore = new Map<string, unknown>();

export function readPrivateCopy(key: string): Promise<unknown> {
  return Promise.resolve(deviceStore.get(key));
}

export function writePrivateCopy(key: string, value: unknown): Promise<void> {
  deviceStore.set(key, value);
  return Promise.resolve();
}
