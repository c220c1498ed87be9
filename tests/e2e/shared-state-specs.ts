/**
 * Specs that change what the whole stack serves (Firestore documents every page reads, the Auth
 * emulator's users, the rate-limit counters and open holds every caller from 127.0.0.1 shares, the
 * served service worker) or that assert figures those changes move (live seats and dates). They run one at a time, in file order, beside the
 * others; every other spec only reads the demo data or writes data of its own, so its tests run
 * in parallel.
 */
export const SHARED_STATE_SPEC_NAMES = [
  'accounts-auth',
  'accounts-my-bookings',
  'availability-api',
  'booking-api',
  'booking-cancellation',
  'booking-flow',
  'booking-membership',
  'callable-errors',
  'change-date',
  'content-events',
  'ios-reload-banner',
  'join-in-booking',
  'keyboard-booking',
  'live-schedule',
  'membership-fee',
  'postpone-date',
  'pwa-update',
  'rate-limit-address',
  'receipts',
  'rental-flow',
  'staff-attention',
  'staff-cassa',
  'staff-calendar',
  'staff-booking-search',
  'staff-check-in',
  'staff-season',
  'voucher-api',
  'voucher-booking',
  'voucher-page',
  'waiver',
  'waitlist',
];
