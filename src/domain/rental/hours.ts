import type { HalfDaySlot } from './price-list';

/**
 * The shop's rental hours in Europe/Rome: a morning is 09:00–13:00, an afternoon 14:00–18:00, a
 * day from opening (09:00) to 18:00, when every bike is due back (the terms' "return by 18:00").
 */
export const RENTAL_HOURS = {
  opens: '09:00',
  returnBy: '18:00',
  morning: { from: '09:00', to: '13:00' },
  afternoon: { from: '14:00', to: '18:00' },
} as const satisfies Record<string, unknown> & Record<HalfDaySlot, { from: string; to: string }>;

/** Hours of rest between two rentals of one unit (charging) when the stock does not say. */
export const DEFAULT_BUFFER_HOURS = 1;
/** A buffer longer than a night would hide bikes for days; the stock editor refuses it. */
export const MAX_BUFFER_HOURS = 12;
/** How soon before its start a rental may still be booked online, when the stock does not say. */
export const DEFAULT_NOTICE_HOURS = 2;
/** How far ahead the calendar opens, when the stock does not say. */
export const DEFAULT_HORIZON_DAYS = 365;
