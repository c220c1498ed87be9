import { readFile } from 'node:fs/promises';
import { FieldValue } from 'firebase-admin/firestore';
import { todayInRome } from '@/domain/calendar';
import { signTicket } from '@/domain/ticket/sign-ticket';
import { ticketReference } from '@/domain/ticket/ticket-codec';
import type { TourId } from '@/domain/tours';
import { testDb } from '../support/firestore';

/** This run's ticket key, as `npm start` wrote it for the Functions emulator (functions-env.ts). */
async function stackTicketKey(): Promise<string> {
  const secrets = await readFile('functions/.secret.local', 'utf8');
  const key = /^TICKET_SIGNING_KEY="([^"]+)"$/m.exec(secrets)?.[1];
  if (!key) throw new Error('no TICKET_SIGNING_KEY in functions/.secret.local: is the stack up?');
  return key;
}

/**
 * Brings a paid booking to today (Europe/Rome), as a checkout for today would have stored it: a
 * ticket admits, and a guide collects signatures, on the tour's own day only, while no tour can be
 * booked for today itself (each has hours of notice). Its date, its seats (from the old day's
 * counter to today's) and a ticket for today signed with this run's key; answers both.
 */
export async function moveBookingToToday(
  bookingId: string,
): Promise<{ date: string; ticket: string }> {
  const db = testDb();
  const ref = db.doc(`bookings/${bookingId}`);
  const booking = (await ref.get()).data() as {
    tourId: TourId;
    selectedDate: string;
    participants: number;
  };
  const date = todayInRome(new Date());
  const ticket = await signTicket(
    {
      reference: ticketReference(bookingId),
      tourId: booking.tourId,
      date,
      participants: booking.participants,
      issuedAt: new Date(),
    },
    await stackTicketKey(),
  );
  const counter = (day: string) => db.doc(`capacity/${booking.tourId}_${day}`);
  const batch = db.batch();
  batch.update(ref, { selectedDate: date, ticket });
  batch.set(
    counter(booking.selectedDate),
    { seatsHeld: FieldValue.increment(-booking.participants) },
    { merge: true },
  );
  batch.set(
    counter(date),
    {
      tourId: booking.tourId,
      date,
      seatsHeld: FieldValue.increment(booking.participants),
    },
    { merge: true },
  );
  await batch.commit();
  return { date, ticket };
}
