import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { WEATHER_NOTES } from '@/content/weather-notes';
import { TOUR_PRACTICAL_INFO } from '@/content/tour-practical-info';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { moveBookingDate } from '@functions/services/booking/move-booking-date';
import { bookingIdOfToken } from '@functions/services/booking-base/manage-link';
import type { MailMessage } from '@functions/services/mail/types';
import {
  sendDayBeforeReminders,
  type DayBeforeReminderDeps,
} from '@functions/services/reminders/day-before-reminders';
import { sendThankYouMails } from '@functions/services/reminders/thank-you-mails';
import { paidBookingDoc } from '../support/booking-doc';
import { testDb } from '../support/firestore';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET } from '../support/links';
import { SATURDAY, SUNDAY } from '../support/harness-dates';
import { eventually } from '../support/eventually';
import { storedBooking } from '../support/stored-bookings';
import { paidBooking } from '../support/bookings';
import { scheduleDoc } from '../support/tour-docs';

const h = registerBookingHarness();

// Each test's queued mails are delivered before the next test clears Firestore under the sender.
afterEach(async () => {
  await eventually(async () => {
    const entries = await testDb().collection('mailOutbox').get();
    return entries.docs.every((doc) => doc.get('status') === 'sent');
  }, 15_000);
});

const FRIDAY = '2026-11-27';
const MINUTE = 60_000;
/** 18:00 in Rome (UTC+1 in November) on the day before SATURDAY: the default reminderTime. */
const FRIDAY_18 = Date.parse(`${FRIDAY}T17:00:00Z`);
const SATURDAY_18 = Date.parse(`${SATURDAY}T17:00:00Z`);
/** 10:00 in Rome the day after SATURDAY: thank-you mails start. */
const SUNDAY_10 = Date.parse(`${SUNDAY}T09:00:00Z`);

const reminderDeps = (): DayBeforeReminderDeps => ({
  db: h().deps.db,
  now: h().deps.now,
  links: h().deps.links,
});
const remind = () => sendDayBeforeReminders(reminderDeps());
const thank = () => sendThankYouMails({ db: h().deps.db, now: h().deps.now });

async function store(bookings: Record<string, Partial<BookingDoc>>) {
  const batch = testDb().batch();
  for (const [id, overrides] of Object.entries(bookings)) {
    batch.set(testDb().doc(`bookings/${id}`), paidBookingDoc(overrides));
  }
  await batch.commit();
}

/** The outbox entries whose id contains `kind` ('-reminder-', '-review'), by id. */
async function queued(kind: string): Promise<Map<string, MailMessage>> {
  const entries = await testDb().collection('mailOutbox').get();
  return new Map(
    entries.docs
      .filter((doc) => doc.id.includes(kind))
      .map((doc) => [doc.id, doc.get('message') as MailMessage]),
  );
}

/** The mails the outbox's trigger delivered whose subject starts with one of `prefixes`. */
async function delivered(count: number, ...prefixes: string[]) {
  const matching = () =>
    h().mails.filter((mail) => prefixes.some((prefix) => mail.subject.startsWith(prefix)));
  await eventually(async () => matching().length >= count);
  return matching();
}

const at = (ms: number) => {
  h().clock.ms = ms;
};

describe('the reminder of the day before', () => {
  it('goes from reminderTime to each paid booking of tomorrow once, in its language, with what they need', async () => {
    const { bookingId: giulia } = await paidBooking(h());
    const { bookingId: john } = await paidBooking(h(), {
      customerName: 'John Smith',
      customerEmail: 'john@example.com',
      locale: 'en',
    });
    const { bookingId: sunday } = await paidBooking(h(), {
      selectedDate: SUNDAY,
      customerEmail: 'sun@example.com',
    });
    await store({
      saturdayUnpaid: { tourId: 'emotion-in-villa', status: 'pending' },
      saturdayCancelled: { tourId: 'emotion-in-villa', status: 'cancelled', holdsSeats: false },
      saturdayAnonymised: { customerEmail: '', customerName: '' },
      fridayPaid: { selectedDate: FRIDAY },
    });

    at(FRIDAY_18 - MINUTE);
    expect(await remind()).toEqual({ date: null, sent: 0, malformed: 0 });
    expect((await queued('-reminder-')).size).toBe(0);

    // The scheduler's runs overlap: three at once queue each reminder once.
    at(FRIDAY_18);
    const runs = await Promise.all([remind(), remind(), remind()]);
    expect(runs.map((run) => run.date)).toEqual([SATURDAY, SATURDAY, SATURDAY]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
    expect([...(await queued('-reminder-')).keys()].sort()).toEqual(
      [`booking-${giulia}-reminder-${SATURDAY}`, `booking-${john}-reminder-${SATURDAY}`].sort(),
    );
    for (const id of [giulia, john]) {
      const booking = await storedBooking(id);
      expect(booking.reminderMailDate).toBe(SATURDAY);
      expect(booking.reminderMailQueuedAt?.toMillis()).toBe(FRIDAY_18);
    }
    for (const id of ['saturdayUnpaid', 'saturdayCancelled', 'saturdayAnonymised', 'fridayPaid']) {
      expect((await testDb().doc(`bookings/${id}`).get()).get('reminderMailDate')).toBeUndefined();
    }

    const mails = await delivered(2, 'Domani:', 'Tomorrow:');
    const italian = mails.find((mail) => mail.envelopeTo.includes('giulia@example.com'));
    expect(italian?.subject).toBe('Domani: E-Motion in Villa alle 09:00');
    expect(italian?.text).toContain('sabato 28 novembre 2026');
    expect(italian?.text).toContain('Partenza');
    expect(italian?.text).toMatch(/Partenza: 09:00\nRitrovo: 08:45/);
    expect(italian?.text).toContain(TOUR_PRACTICAL_INFO['emotion-in-villa'].meetingPoint.it);
    expect(italian?.text).toContain(TOUR_PRACTICAL_INFO['emotion-in-villa'].whatToBring.it);
    expect(italian?.text).toContain(WEATHER_NOTES['emotion-in-villa'].it);
    expect(italian?.html).toContain('<html lang="it">');
    const link = /(https:\/\/tours\.example\/gestisci-prenotazione\?token=\S+)/.exec(
      italian?.text ?? '',
    )?.[1];
    expect(bookingIdOfToken(new URL(link ?? '').searchParams.get('token') ?? '', LINK_SECRET)).toBe(
      giulia,
    );
    const english = mails.find((mail) => mail.envelopeTo.includes('john@example.com'));
    expect(english?.subject).toBe('Tomorrow: E-Motion in Villa at 09:00');
    expect(english?.text).toContain('Saturday, 28 November 2026');
    expect(english?.text).toMatch(/Departure: 09:00\nMeeting time: 08:45/);
    expect(english?.text).toContain(WEATHER_NOTES['emotion-in-villa'].en);
    expect(english?.html).toContain('<html lang="en">');
    // The ticket as the confirmation carries it: the QR code inline and the calendar file.
    const message = (await queued('-reminder-')).get(`booking-${giulia}-reminder-${SATURDAY}`);
    expect(message?.attachments?.map((file) => [file.filename, file.cid])).toEqual([
      ['biglietto-ticket.png', 'ticket-qr@valpolicella-ebike-tours'],
      [`emotion-in-villa-${SATURDAY}.ics`, undefined],
    ]);
    expect(message?.html).toContain('src="cid:ticket-qr@valpolicella-ebike-tours"');

    // Later runs of the evening queue nothing more.
    at(FRIDAY_18 + 15 * MINUTE);
    expect(await remind()).toEqual({ date: SATURDAY, sent: 0, malformed: 0 });
    expect((await queued('-reminder-')).size).toBe(2);

    // The next evening it is Sunday's turn.
    at(SATURDAY_18);
    expect(await remind()).toEqual({ date: SUNDAY, sent: 1, malformed: 0 });
    expect([...(await queued('-reminder-')).keys()]).toContain(
      `booking-${sunday}-reminder-${SUNDAY}`,
    );
  });

  it('reaches a booking paid after the reminder time at the next run', async () => {
    // Staff shortened the notice in the console: Saturday can be booked on Friday evening.
    await scheduleDoc('emotion-in-villa').update({ leadHours: 12 });
    at(FRIDAY_18);
    expect(await remind()).toEqual({ date: SATURDAY, sent: 0, malformed: 0 });
    at(FRIDAY_18 + 30 * MINUTE);
    const { bookingId: late } = await paidBooking(h());
    at(FRIDAY_18 + 45 * MINUTE);
    expect(await remind()).toEqual({ date: SATURDAY, sent: 1, malformed: 0 });
    expect([...(await queued('-reminder-')).keys()]).toEqual([
      `booking-${late}-reminder-${SATURDAY}`,
    ]);
  });

  it('reminds a booking moved to another date again, for its new date', async () => {
    const { bookingId: moved } = await paidBooking(h());
    at(FRIDAY_18);
    expect(await remind()).toMatchObject({ sent: 1 });

    at(FRIDAY_18 + 10 * MINUTE);
    const outcome = await moveBookingDate(h().deps, {
      bookingId: moved,
      newDate: SUNDAY,
      by: 'staff',
      mail: {
        key: 'dateChange',
        compose: (_id, booking) => ({
          to: [{ address: booking.customerEmail }],
          subject: `Nuova data: ${booking.selectedDate}`,
          text: booking.selectedDate,
          html: `<p>${booking.selectedDate}</p>`,
        }),
      },
    });
    expect(outcome.changed).toBe(true);
    at(FRIDAY_18 + 15 * MINUTE);
    expect(await remind()).toEqual({ date: SATURDAY, sent: 0, malformed: 0 });

    at(SATURDAY_18);
    expect(await remind()).toEqual({ date: SUNDAY, sent: 1, malformed: 0 });
    const reminders = await queued('-reminder-');
    expect([...reminders.keys()].sort()).toEqual([
      `booking-${moved}-reminder-${SATURDAY}`,
      `booking-${moved}-reminder-${SUNDAY}`,
    ]);
    const sundays = reminders.get(`booking-${moved}-reminder-${SUNDAY}`);
    expect(sundays?.text).toContain('domenica 29 novembre 2026');
    expect(sundays?.attachments?.map((file) => file.filename)).toContain(
      `emotion-in-villa-${SUNDAY}.ics`,
    );
    expect((await storedBooking(moved)).reminderMailDate).toBe(SUNDAY);
    at(SATURDAY_18 + 15 * MINUTE);
    expect(await remind()).toEqual({ date: SUNDAY, sent: 0, malformed: 0 });
  });

  it('tells an event that promises postponement in the rain what its page says', async () => {
    await store({
      chestnuts: { tourId: 'castagne', tourName: 'Tour delle Castagne', selectedDate: SATURDAY },
    });
    at(FRIDAY_18);
    expect(await remind()).toMatchObject({ sent: 1 });
    const [message] = (await queued('-reminder-')).values();
    expect(message?.text).toContain('In caso di pioggia il tour viene rinviato');
  });

  it('reminds nobody of a day the schedule has closed', async () => {
    // Pojega's Saturday closed for bad weather, or left behind by a postponement.
    await store({ closedDay: {}, otherTour: { tourId: 'colombare', tourName: 'Colombare Tour' } });
    await scheduleDoc('pojega').update({ closedDates: FieldValue.arrayUnion(SATURDAY) });
    at(FRIDAY_18);
    expect(await remind()).toEqual({ date: SATURDAY, sent: 1, malformed: 0 });
    expect([...(await queued('-reminder-')).keys()]).toEqual([
      `booking-otherTour-reminder-${SATURDAY}`,
    ]);
  });

  it('follows reminderTime from settings/mail, and its fallback when the document is malformed', async () => {
    await store({ saturday: {} });
    await testDb().doc('settings/mail').set({ reminderTime: '20:30', reviewUrl: '' });
    at(FRIDAY_18);
    expect(await remind()).toEqual({ date: null, sent: 0, malformed: 0 });
    at(FRIDAY_18 + 150 * MINUTE);
    expect(await remind()).toMatchObject({ date: SATURDAY, sent: 1 });

    await store({ sunday: { selectedDate: SUNDAY } });
    await testDb().doc('settings/mail').set({ reminderTime: '25:99', reviewUrl: 'not a link' });
    at(SATURDAY_18 - MINUTE);
    expect(await remind()).toEqual({ date: null, sent: 0, malformed: 0 });
    at(SATURDAY_18);
    expect(await remind()).toEqual({ date: SUNDAY, sent: 1, malformed: 0 });
  });
});

describe('the thank-you after the tour', () => {
  const checkedInAt = Timestamp.fromDate(new Date(`${SATURDAY}T08:05:00Z`));

  async function storeSaturday() {
    await store({
      came: { checkedInAt, checkedInBy: 'guide-uid' },
      cameEnglish: {
        checkedInAt,
        locale: 'en',
        customerName: 'John Smith',
        customerEmail: 'john@example.com',
      },
      noShow: {},
      cancelled: { status: 'cancelled', holdsSeats: false },
      // A week earlier: too long ago to thank now.
      weekAgo: { selectedDate: '2026-11-22', checkedInAt },
    });
  }

  it('goes the morning after, once, to the bookings checked in only, in their language', async () => {
    await storeSaturday();
    at(SUNDAY_10 - MINUTE);
    expect(await thank()).toMatchObject({ sent: 0, until: FRIDAY });

    at(SUNDAY_10);
    const runs = await Promise.all([thank(), thank()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
    expect([...(await queued('-review')).keys()].sort()).toEqual([
      'booking-came-review',
      'booking-cameEnglish-review',
    ]);
    expect(await thank()).toMatchObject({ sent: 0 });
    at(SUNDAY_10 + 2 * 24 * 60 * MINUTE);
    expect(await thank()).toMatchObject({ sent: 0 });
    expect((await queued('-review')).size).toBe(2);
    expect((await storedBooking('came')).reviewMailQueuedAt?.toMillis()).toBe(SUNDAY_10);
    expect((await storedBooking('noShow')).reviewMailQueuedAt).toBeUndefined();

    const mails = await delivered(2, 'Grazie', 'Thank you');
    const italian = mails.find((mail) => mail.envelopeTo.includes('giulia@example.com'));
    expect(italian?.subject).toBe('Grazie di essere stati con noi: Pojega Tour');
    expect(italian?.text).toContain(
      'grazie per aver partecipato a Pojega Tour, sabato 28 novembre 2026',
    );
    // No review page set (the seeded settings/mail): no review line.
    expect(italian?.text).not.toContain('recensione');
    const english = mails.find((mail) => mail.envelopeTo.includes('john@example.com'));
    expect(english?.text).toContain(
      'thank you for joining Pojega Tour on Saturday, 28 November 2026',
    );
    expect(english?.html).toContain('<html lang="en">');
    expect(english?.text).not.toContain('review');
  });

  it('asks for a review at reviewUrl when settings/mail has one, and not when it is malformed', async () => {
    await storeSaturday();
    const reviewUrl = 'https://reviews.example/valpolicella-ebike';
    await testDb().doc('settings/mail').set({ reminderTime: '18:00', reviewUrl });
    at(SUNDAY_10);
    expect(await thank()).toMatchObject({ sent: 2 });
    const messages = await queued('-review');
    expect(messages.get('booking-came-review')?.text).toContain(
      `Lascia una recensione: ${reviewUrl}`,
    );
    expect(messages.get('booking-came-review')?.html).toContain(`href="${reviewUrl}"`);
    expect(messages.get('booking-cameEnglish-review')?.text).toContain(
      `Leave a review: ${reviewUrl}`,
    );

    await store({ sundayCame: { selectedDate: SUNDAY, checkedInAt } });
    await testDb()
      .doc('settings/mail')
      .set({ reminderTime: '18:00', reviewUrl: 'javascript:alert(1)' });
    at(SUNDAY_10 + 24 * 60 * MINUTE);
    expect(await thank()).toMatchObject({ sent: 1 });
    const fallback = (await queued('-review')).get('booking-sundayCame-review');
    expect(fallback?.text).toContain('grazie per aver partecipato');
    expect(fallback?.text).not.toContain('recensione');
  });
});
