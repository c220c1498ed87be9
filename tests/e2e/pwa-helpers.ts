import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the service worker has installed (the whole precache is downloaded) and controls the
 * page, which is what "the site works offline from now on" means.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (
            registration?.active?.state === 'activated' &&
            navigator.serviceWorker.controller !== null
          );
        }),
      { timeout: 30_000, message: 'the service worker activates and controls the page' },
    )
    .toBe(true);
}

/** Every picture in the locator has really been decoded (scrolling lazy ones into view). */
export async function expectPicturesShown(pictures: Locator): Promise<void> {
  const count = await pictures.count();
  expect(count, 'the page shows pictures').toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const picture = pictures.nth(index);
    // As one step, retried whole: a page the app renders afresh (the sample tour, served by a
    // shell) may replace the picture between the scroll and the check.
    await expect(async () => {
      await picture.scrollIntoViewIfNeeded({ timeout: 2_000 });
      const width = await picture.evaluate(
        (img: HTMLImageElement) => img.complete && img.naturalWidth,
        undefined,
        { timeout: 2_000 },
      );
      expect(width, `picture ${index + 1} of ${count} is shown`).toBeGreaterThan(0);
    }).toPass({ timeout: 10_000 });
  }
}

/** The form draft kept on the device under this key (see src/lib/drafts), read from IndexedDB. */
export async function storedDraft(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (storageKey) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('valpolicella-drafts');
        // Before the app's first draft the database does not exist, and this open would create it
        // without the app's store: the app (whose idb-keyval loads lazily) would then find nothing
        // to write to. Aborting the creation leaves the database to the app.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () =>
          open.error?.name === 'AbortError' ? resolve(undefined) : reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            return resolve(undefined);
          }
          const read = db.transaction('drafts').objectStore('drafts').get(storageKey);
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { data?: unknown } | undefined)?.data);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    `draft:${key}`,
  );
}
