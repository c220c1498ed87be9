import type { RosterBooking } from '@/domain/api/staff';

/** A column of the roster export: its heading (in the page's language) and its cell. */
export interface RosterColumn {
  heading: string;
  cell: (booking: RosterBooking) => string;
}

/** One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break. */
function field(value: string): string {
  // A leading = + - @ would make a spreadsheet run the cell as a formula (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The day's roster as CSV text with a byte-order mark, so Excel reads the accents of names as
 * UTF-8; lines end in CRLF as RFC 4180 says.
 */
export function rosterCsv(bookings: readonly RosterBooking[], columns: readonly RosterColumn[]) {
  const lines = [
    columns.map((column) => field(column.heading)),
    ...bookings.map((booking) => columns.map((column) => field(column.cell(booking)))),
  ];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
