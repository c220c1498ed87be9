/**
 * The staff area's query keys, apart from the query functions: the page refreshes the lazily loaded
 * activity log by its key without loading the log's module and schema.
 */

/** Every roster this account has asked for, whatever the date: what a refresh invalidates. */
export function rosterQueryPrefix(uid: string) {
  return ['staff-roster', uid] as const;
}

export function rosterQueryKey(uid: string, date: string) {
  return [...rosterQueryPrefix(uid), date] as const;
}

/**
 * The date's roster as saved on the device, read again each time the roster query answers
 * (`answeredAt`), for the offline readiness panel.
 */
export function savedRosterQueryKey(uid: string, date: string, answeredAt: number) {
  return ['staff-saved-roster', uid, date, answeredAt] as const;
}

export function auditLogQueryKey(uid: string) {
  return ['staff-audit-log', uid] as const;
}

/** The member register (managers only): loaded once its section is opened. */
export function membersQueryKey(uid: string) {
  return ['staff-members', uid] as const;
}

/** The membership applications waiting (managers only): loaded once their section is opened. */
export function applicationsQueryKey(uid: string) {
  return ['staff-applications', uid] as const;
}

/** The season at a glance (Stagione): one answer per account, its periods set by the server. */
export function seasonQueryKey(uid: string) {
  return ['staff-season', uid] as const;
}

/** "Da controllare": its pages, shared by the view and the count in the navigation. */
export function attentionQueryKey(uid: string) {
  return ['staff-attention', uid] as const;
}

/** One tour's schedule as "Calendario" shows it. */
export function scheduleQueryKey(uid: string, tourId: string) {
  return ['staff-schedule', uid, tourId] as const;
}

/** "Cerca prenotazione": every search of the account (what a change refreshes), one page chain of
 *  a query, and one booking's story. */
export function bookingSearchQueryPrefix(uid: string) {
  return ['staff-booking-search', uid] as const;
}

export function bookingSearchQueryKey(uid: string, needle: string) {
  return [...bookingSearchQueryPrefix(uid), needle] as const;
}

export function bookingStoryQueryKey(uid: string, bookingId: string) {
  return ['staff-booking-story', uid, bookingId] as const;
}

/** Every voucher search of the account in "Buoni" (managers only): what a change refreshes. */
export function voucherSearchQueryPrefix(uid: string) {
  return ['staff-vouchers', uid] as const;
}

export function voucherSearchQueryKey(uid: string, query: string) {
  return [...voucherSearchQueryPrefix(uid), query] as const;
}

/** Every day of rentals this account has opened at the desk ("Noleggi"): what a send refreshes. */
export function rentalDayQueryPrefix(uid: string) {
  return ['staff-rental-day', uid] as const;
}

export function rentalDayQueryKey(uid: string, date: string) {
  return [...rentalDayQueryPrefix(uid), date] as const;
}

/** "Cassa" (managers only): the payouts, and one payout's lines once it is opened. */
export function payoutsQueryKey(uid: string) {
  return ['staff-payouts', uid] as const;
}

export function payoutLinesQueryKey(uid: string, payoutId: string) {
  return ['staff-payouts', uid, payoutId] as const;
}

/** One date's waiting list of one tour, in "Oggi". */
export function waitlistQueryKey(
  uid: string,
  tourId: string | undefined,
  date: string | undefined,
) {
  return ['staff-waitlist', uid, tourId, date] as const;
}

/** The rental stock in "Noleggi" (read by any staff member, changed by managers). */
export function rentalStockQueryKey(uid: string) {
  return ['staff-rental-stock', uid] as const;
}
