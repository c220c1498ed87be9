import type { RosterBooking } from '@/domain/api/staff';

/**
 * When a booking was checked in, as this device knows it: the server's time from the roster, or
 * the time of a scan made here and not yet acknowledged (`unsent`: bookingId → ISO time).
 */
export function checkedInAtOf(
  booking: RosterBooking,
  unsent: ReadonlyMap<string, string>,
): string | undefined {
  return booking.checkedInAt ?? unsent.get(booking.bookingId);
}
