import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { WAIVER_PATH } from '@/domain/api/waiver';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { participantOfToken } from '@functions/services/waiver-base/waiver-link';
import {
  sendWaiverReminders,
  type WaiverReminderDeps,
} from '@functions/services/waiver/waiver-reminders';
import { paidBookingDoc } from '../support/booking-doc';
import { testDb } from '../support/firestore';
import { LINK_SECRET, SITE_URL } from '../support/links';
import { storedSignature } from '../support/waivers';
import { outboxIds, registerMailingHarness } from './mail-test-deps';

/**
 * 17:00 in Rome on Thursday 26 November: the weekend tours leave at 09:00, so Saturday's are
 * 40 hours away and Sunday's 64.
 */
const NOW = new Date('2026-11-26T16:00:00Z');
const BEFORE = Timestamp.fromDate(new Date('2026-11-20T10:00:00Z'));

/** A waiver signed by its link at BEFORE (storedSignature dates it an hour before the time given). */
const signed = (participantIndex: number, signerName: string) =>
  storedSignature(participantIndex, signerName, new Date(BEFORE.toMillis() + 3_600_000));

async function store(bookings: Record<string, Partial<BookingDoc>>) {
  const batch = testDb().batch();
  for (const [id, overrides] of Object.entries(bookings)) {
    batch.set(testDb().doc(`bookings/${id}`), paidBookingDoc({ paidAt: BEFORE, ...overrides }));
  }
  await batch.commit();
}

const remindedAt = async (id: string) =>
  (await testDb().doc(`bookings/${id}`).get()).get('waiverReminderQueuedAt') as
    Timestamp | undefined;

/** The links of a mail's text, each read back as the participant it signs for. */
function signedFor(text: string) {
  return [...text.matchAll(/https:\/\/tours\.example\S+/g)].map(([href]) => {
    const url = new URL(href);
    expect(url.pathname).toBe(WAIVER_PATH);
    return participantOfToken(url.searchParams.get('token') ?? '', LINK_SECRET);
  });
}

describe('sendWaiverReminders', () => {
  const mailing = registerMailingHarness(NOW);
  const { catcher } = mailing;
  const deps = (now = NOW): WaiverReminderDeps => ({
    db: mailing.deps().db,
    now: () => now,
    links: { siteUrl: SITE_URL, secret: LINK_SECRET },
  });

  it('reminds the booker once, 48 hours ahead, of the participants still to sign', async () => {
    await store({
      // 40 hours ahead: Giulia signed, Marco has not.
      saturdayMissing: { waivers: { '0': signed(0, 'Giulia Bianchi') } },
      // 64 hours ahead, in English.
      sundayMissing: {
        selectedDate: '2026-11-29',
        locale: 'en',
        customerName: 'John Smith',
        customerEmail: 'john@example.com',
        participantNames: ['John Smith', 'Ann Smith'],
      },
      saturdayAllSigned: {
        waivers: { '0': signed(0, 'Giulia Bianchi'), '1': signed(1, 'Marco Rossi') },
      },
      saturdayCancelled: { status: 'cancelled', holdsSeats: false },
      // Paid 2 hours ago, inside the 48 hours: its confirmation already listed the links.
      saturdayPaidLate: { paidAt: Timestamp.fromDate(new Date(NOW.getTime() - 7_200_000)) },
      // Today's, left at 09:00.
      todayLeft: { selectedDate: '2026-11-26' },
      // On Saturday, but the live schedule starts it at 17:30: 48 h 30 min away.
      saturdayEvening: { tourId: 'colombare', tourName: 'Colombare Tour' },
    });
    await testDb().doc('schedules/colombare').update({ startTime: '17:30' });

    expect(await sendWaiverReminders(deps())).toEqual({ sent: 1, malformed: 0 });
    const [mail] = await catcher().waitForMails(1);
    expect(mail?.envelopeTo).toEqual(['giulia@example.com']);
    expect(mail?.subject).toBe('Liberatorie da firmare: Pojega Tour, sabato 28 novembre 2026');
    expect(mail?.text).toContain(
      'il tour Pojega Tour parte sabato 28 novembre 2026 alle 09:00 e un partecipante non ha ancora firmato la liberatoria',
    );
    expect(mail?.text).toContain('- Marco Rossi: Firma la liberatoria');
    expect(mail?.text).not.toContain('Giulia Bianchi:');
    expect(mail?.html).toContain('<html lang="it">');
    // The one link is Marco's own, signed for this booking.
    expect(signedFor(mail?.text ?? '')).toEqual([
      { holder: { kind: 'booking', id: 'saturdayMissing' }, participantIndex: 1 },
    ]);
    expect((await remindedAt('saturdayMissing'))?.toMillis()).toBe(NOW.getTime());
    for (const id of ['sundayMissing', 'saturdayAllSigned', 'saturdayCancelled', 'todayLeft']) {
      expect(await remindedAt(id)).toBeUndefined();
    }

    // Run again within the hour: nothing more goes out.
    expect(await sendWaiverReminders(deps())).toEqual({ sent: 0, malformed: 0 });
    expect(await outboxIds()).toEqual(['booking-saturdayMissing-waiver-reminder']);
    expect(catcher().mails).toHaveLength(1);

    // 17 hours later Sunday's tour is 47 hours away, Saturday evening's 31 and a half.
    const later = new Date(NOW.getTime() + 17 * 3_600_000);
    expect(await sendWaiverReminders(deps(later))).toEqual({ sent: 2, malformed: 0 });
    expect(await outboxIds()).toEqual([
      'booking-saturdayEvening-waiver-reminder',
      'booking-saturdayMissing-waiver-reminder',
      'booking-sundayMissing-waiver-reminder',
    ]);
    const english = (
      await testDb().doc('mailOutbox/booking-sundayMissing-waiver-reminder').get()
    ).get('message') as { subject: string; text: string };
    expect(english.subject).toBe('Waivers still to sign: Pojega Tour, Sunday, 29 November 2026');
    expect(english.text).toContain(
      'Pojega Tour leaves on Sunday, 29 November 2026 at 09:00 and 2 participants have not signed the waiver yet',
    );
    expect(english.text).toContain('Each participant signs their own waiver before the tour');
    expect(signedFor(english.text)).toEqual([
      { holder: { kind: 'booking', id: 'sundayMissing' }, participantIndex: 0 },
      { holder: { kind: 'booking', id: 'sundayMissing' }, participantIndex: 1 },
    ]);
    expect(await remindedAt('saturdayPaidLate')).toBeUndefined();
    expect(await remindedAt('saturdayAllSigned')).toBeUndefined();
  });

  it('never sends twice when the booking lost its record of the reminder', async () => {
    await store({ saturdayMissing: {} });
    expect(await sendWaiverReminders(deps())).toEqual({ sent: 1, malformed: 0 });
    await testDb()
      .doc('bookings/saturdayMissing')
      .update({ waiverReminderQueuedAt: FieldValue.delete() });
    // The outbox entry, keyed by the booking, is still there: it is not queued again.
    expect(await sendWaiverReminders(deps())).toEqual({ sent: 0, malformed: 0 });
    expect(await outboxIds()).toEqual(['booking-saturdayMissing-waiver-reminder']);
    expect(await remindedAt('saturdayMissing')).toBeDefined();
  });

  it('goes on past a malformed booking of the window', async () => {
    await store({ saturdayMissing: {} });
    await testDb().doc('bookings/broken').set({ selectedDate: '2026-11-28', status: 'paid' });
    expect(await sendWaiverReminders(deps())).toEqual({ sent: 1, malformed: 1 });
  });
});
