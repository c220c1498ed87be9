import type { RosterBooking } from '@/domain/api/staff';
import { csvText } from '@/domain/csv';
import { waiverTally, type CollectedWaivers } from './roster-waivers';

/** A column of the roster export: its heading (in the page's language) and its cell. */
export interface RosterColumn {
  heading: string;
  cell: (booking: RosterBooking) => string;
}

/**
 * The day's roster as CSV text with a byte-order mark, so Excel reads the accents of names as
 * UTF-8; lines end in CRLF as RFC 4180 says.
 */
export function rosterCsv(bookings: readonly RosterBooking[], columns: readonly RosterColumn[]) {
  return csvText(
    [
      columns.map((column) => column.heading),
      ...bookings.map((booking) => columns.map((column) => column.cell(booking))),
    ],
    ',',
  );
}

/** How the waiver column words its figures, in the page's language. */
export interface WaiverCellWords {
  /** e.g. "2/3 firmate". */
  signedOf: (signed: number, total: number) => string;
  /** e.g. "mancano: Marco Rossi, Anna Rossi". */
  missing: (names: string) => string;
}

/**
 * The waiver column's cell of a booking: how many of its participants have signed (this device's
 * unsent signatures included) and, if any, who has not. Empty when the roster has no states.
 */
export function waiverCell(
  booking: RosterBooking,
  collected: CollectedWaivers,
  words: WaiverCellWords,
): string {
  const { total, signed, missingNames } = waiverTally(booking, collected);
  if (total === 0) return '';
  const figures = words.signedOf(signed, total);
  return missingNames.length === 0
    ? figures
    : `${figures} · ${words.missing(missingNames.join(', '))}`;
}
