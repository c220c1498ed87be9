import { describe, expect, it } from 'vitest';
import { STAFF_PAGE_CACHE, STAFF_PAGE_PATH } from '@/features/staff/offline-ready/staff-page-cache';
import { navigationRoute } from './navigation-route';
import { pwaOptions } from './pwa-options';
import { isStaffPageNavigation, staffPageCacheKey, staffPageRoute } from './staff-page-route';

const ORIGIN = 'https://tours.example';

function navigation(path: string, mode: RequestMode = 'navigate') {
  const url = new URL(path, ORIGIN);
  return { request: { mode, url: url.href } as Request, url };
}

/** The function as the worker gets it: its source text alone, evaluated without this module. */
function asInWorker<F>(fn: F): F {
  return new Function(`return (${String(fn)});`)() as F;
}

describe("the service worker's route for the staff page", () => {
  it('takes the navigations to /staff, whatever the query, and nothing else', () => {
    const matches = asInWorker(isStaffPageNavigation);
    expect(matches(navigation('/staff'))).toBe(true);
    expect(matches(navigation('/staff/'))).toBe(true);
    expect(matches(navigation('/staff?vista=giornata&data=2026-12-05'))).toBe(true);
    // The page fetching its own address (keep-staff-page.ts) goes to the network, not here.
    expect(matches(navigation('/staff', 'cors'))).toBe(false);
    expect(matches(navigation('/staffing'))).toBe(false);
    expect(matches(navigation('/staff/other'))).toBe(false);
  });

  it('keeps and finds every address of the area under the one key the area itself writes', async () => {
    const key = asInWorker(staffPageCacheKey);
    const expected = new URL(STAFF_PAGE_PATH, ORIGIN).href;
    for (const path of [
      '/staff',
      '/staff/',
      '/staff?vista=giornata&data=2026-12-05',
      '/staff?q=x',
    ]) {
      await expect(key({ request: navigation(path).request })).resolves.toBe(expected);
    }
  });

  it('is NetworkFirst in the staff-page cache, with the key plugin, ahead of the other pages', () => {
    expect(staffPageRoute.handler).toBe('NetworkFirst');
    expect(staffPageRoute.options?.cacheName).toBe(STAFF_PAGE_CACHE);
    expect(staffPageRoute.options?.plugins).toEqual([{ cacheKeyWillBeUsed: staffPageCacheKey }]);
    const routes = pwaOptions.workbox?.runtimeCaching ?? [];
    expect(routes.indexOf(staffPageRoute)).toBeGreaterThanOrEqual(0);
    expect(routes.indexOf(staffPageRoute)).toBeLessThan(routes.indexOf(navigationRoute));
    expect(pwaOptions.workbox?.globIgnores).toContain('staff.html');
  });
});
