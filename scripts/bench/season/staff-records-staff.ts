import { DEMO_GUIDE, DEMO_STAFF } from '../../stack/staff-claim';

/**
 * The demo staff accounts. `npm start` creates them on the Auth emulator without a uid
 * (staff-claim.ts), so theirs are drawn anew on each stack: the season names them as its bookings
 * already do (`checkedInBy: 'season-guide'`, `staffUid: 'season-manager'`), with their addresses.
 */
export const SEASON_MANAGER = { uid: 'season-manager', email: DEMO_STAFF.email } as const;
export const SEASON_GUIDE = { uid: 'season-guide', email: DEMO_GUIDE.email } as const;
export type Actor = typeof SEASON_MANAGER | typeof SEASON_GUIDE;
