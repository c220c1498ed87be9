import type { RosterBooking } from '@/domain/api/staff';
import { csvText } from '@/domain/csv';

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
