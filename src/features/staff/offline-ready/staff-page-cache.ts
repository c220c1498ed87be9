/**
 * Where the staff area's page is kept for offline use: the service worker's `staff-page` route
 * (scripts/pwa/staff-page-route.ts) and the page itself (keep-staff-page.ts) write the same entry.
 * The page is the empty shell Hosting serves with its own headers (the camera's Permissions-Policy,
 * its CSP): it holds no one's data (the rosters are the device copies emptied at sign-out), so
 * sign-out leaves it in place.
 */
export const STAFF_PAGE_CACHE = 'staff-page';

/** The one key it is kept under, whatever the address's query (`?vista=…&data=…`). */
export const STAFF_PAGE_PATH = '/staff';
