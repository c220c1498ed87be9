import type { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { bookingCode } from '@/domain/api/my-bookings';
import {
  ROSTER_STATUSES,
  staffRosterRequestSchema,
  type RosterBooking,
  type StaffRoster,
} from '@/domain/api/staff';
import { ticketPublicKey } from '@/domain/ticket/sign-ticket';
import { WAIVER } from '@/content/waiver';
import { parseInput } from '@functions/lib/callable-errors';
import { requireStaff, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { bookingsCollection, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import { participantWaivers } from '@functions/services/waiver/participant-waivers';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';

export interface RosterDeps extends StaffDeps {
  /** The TICKET_SIGNING_KEY secret: its public half goes to the device with the roster. */
  ticketSigningKey: string;
}

const iso = (timestamp: Timestamp | undefined) => timestamp?.toDate().toISOString();

function toRosterBooking(bookingId: string, booking: BookingDoc): RosterBooking {
  const checkedInAt = iso(booking.checkedInAt);
  return {
    bookingId,
    tourId: booking.tourId,
    tourName: booking.tourName,
    selectedDate: booking.selectedDate,
    customerName: booking.customerName,
    participantNames: booking.participantNames,
    participants: booking.participants,
    customerEmail: booking.customerEmail,
    ...(booking.customerPhone ? { customerPhone: booking.customerPhone } : {}),
    notes: booking.additionalNotes,
    status: booking.status,
    ...(checkedInAt ? { checkedInAt } : {}),
    ...(booking.checkedInBy ? { checkedInBy: booking.checkedInBy } : {}),
    waivers: participantWaivers(booking),
  };
}

const statuses: readonly string[] = ROSTER_STATUSES;

/**
 * staffRoster: every booking of one day, all tours, for the guides at the meeting points (paid,
 * pending, cancelled and refunded; expired checkouts never became bookings). Sorted by tour, then
 * lead name, so the CSV and the page read the same.
 */
export async function handleStaffRoster(deps: RosterDeps, call: StaffCall): Promise<StaffRoster> {
  const member = await requireStaff(deps, call);
  const { date } = parseInput(staffRosterRequestSchema, call.data ?? {});
  const snapshot = await bookingsCollection(deps.db).where('selectedDate', '==', date).get();
  const bookings = snapshot.docs
    .map((doc) => ({ id: doc.id, booking: doc.data() }))
    .filter(({ booking }) => statuses.includes(booking.status))
    .map(({ id, booking }) => toRosterBooking(id, booking))
    .sort(
      (a, b) =>
        a.tourName.localeCompare(b.tourName) ||
        a.customerName.localeCompare(b.customerName) ||
        bookingCode(a.bookingId).localeCompare(bookingCode(b.bookingId)),
    );
  logger.info('staff roster read', { date, count: bookings.length });
  const asOf = deps.now();
  // It discloses the day's customers (and the CSV export is made from it): recorded before it
  // is answered, so a roster nobody could account for is never sent.
  await recordStaffAction(
    deps.db,
    member,
    {
      action: 'roster_read',
      target: `bookings?selectedDate=${date}`,
      details: { date, bookings: bookings.length },
    },
    asOf,
  );
  return {
    date,
    asOf: asOf.toISOString(),
    ticketPublicKey: await ticketPublicKey(deps.ticketSigningKey),
    waiverVersion: WAIVER.version,
    bookings,
  };
}
