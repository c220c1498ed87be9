import { describe, expect, it } from 'vitest';
import { handleStaffBookingStory } from '@functions/services/booking-search/booking-story';
import { handleStaffFindBookings } from '@functions/services/booking-search/find-bookings';
import { handleStaffCancelBooking } from '@functions/services/booking-search/staff-cancel-booking';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { handleStaffAuditLog } from '@functions/services/staff/read-audit-log';
import { handleStaffRoster } from '@functions/services/staff/roster';
import { handleStaffWaitlist } from '@functions/services/waitlist/staff-waitlist';
import { testDb } from '../support/firestore';
import { SATURDAY } from '../support/harness-dates';
import { completeOnStripe } from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { storedBooking } from '../support/stored-bookings';
import { party, pendingBooking } from '../support/bookings';
import { callAs, signInBeforeAll, testAuth, type SignedIn } from '../support/staff-auth';

// Least privilege for guides (the `staff` claim without `manager`): a booking's amounts, refund
// figures and the managers' free-text reasons stay out of every answer a guide can reach, and
// reading a date's waiting list is in the audit log like the roster.
const h = registerBookingHarness();

const REASON = 'Il cliente ha chiamato: febbre alta';

const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide' });
const staffDeps = () => ({ ...h().deps, auth: testAuth() });
const rosterDeps = () => ({ ...staffDeps(), ticketSigningKey: h().deps.tickets.signingKey });

/** A paid booking a manager then cancelled with the policy's refund and a reason. */
async function cancelledByManager(): Promise<string> {
  const { bookingId, sessionId } = await pendingBooking(h(), party(2));
  await completeOnStripe(h(), sessionId);
  await eventually(async () => (await storedBooking(bookingId)).status === 'paid');
  await handleStaffCancelBooking(
    staffDeps(),
    callAs(signedIn.manager, { bookingId, refund: { kind: 'policy' }, reason: REASON }),
  );
  return bookingId;
}

/** Whether an answer, as sent over the wire, names any money figure or the manager's reason. */
const disclosed = (answer: unknown) => {
  const text = JSON.stringify(answer);
  return { cents: /Cents"/.test(text), reason: text.includes(REASON) };
};

describe('a guide’s answers', () => {
  it('tell a booking’s story, roster and search results without amounts or reasons', async () => {
    const bookingId = await cancelledByManager();
    const story = (as: SignedIn) => handleStaffBookingStory(staffDeps(), callAs(as, { bookingId }));

    const managers = await story(signedIn.manager);
    expect(managers.booking.amountTotalCents).toBeGreaterThan(0);
    expect(disclosed(managers)).toEqual({ cents: true, reason: true });

    const guides = await story(signedIn.guide);
    expect(disclosed(guides)).toEqual({ cents: false, reason: false });
    expect(guides.booking).not.toHaveProperty('paidCents');
    expect(guides.events.map((event) => event.kind)).toEqual(managers.events.map((e) => e.kind));
    expect(guides.events.find((event) => event.kind === 'refund')).toMatchObject({
      status: expect.any(String),
    });

    const roster = await handleStaffRoster(
      rosterDeps(),
      callAs(signedIn.guide, { date: SATURDAY }),
    );
    expect(roster.bookings.map((booking) => booking.bookingId)).toContain(bookingId);
    expect(disclosed(roster)).toEqual({ cents: false, reason: false });

    const found = await handleStaffFindBookings(
      staffDeps(),
      callAs(signedIn.guide, { query: 'giulia@example.com' }),
    );
    expect(found.bookings.map((booking) => booking.bookingId)).toEqual([bookingId]);
    expect(disclosed(found)).toEqual({ cents: false, reason: false });

    const log = await handleStaffAuditLog(staffDeps(), callAs(signedIn.guide, {}));
    expect(log.entries.some((entry) => entry.action === 'booking_cancelled')).toBe(true);
    expect(disclosed(log)).toEqual({ cents: false, reason: false });
    const managersLog = await handleStaffAuditLog(staffDeps(), callAs(signedIn.manager, {}));
    expect(disclosed(managersLog)).toEqual({ cents: true, reason: true });
  });
});

describe('reading a waiting list', () => {
  it('writes an audit entry, like the roster', async () => {
    const list = await handleStaffWaitlist(
      { db: testDb(), auth: testAuth(), now: h().deps.now },
      callAs(signedIn.guide, { tourId: 'emotion-in-villa', date: SATURDAY }),
    );
    const entries = await auditLogCollection(testDb()).where('action', '==', 'waitlist_read').get();
    expect(entries.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        actorUid: signedIn.guide.uid,
        target: `waitlist?tourId=emotion-in-villa&date=${SATURDAY}`,
        details: { tourId: 'emotion-in-villa', date: SATURDAY, entries: list.entries.length },
      }),
    ]);
  });
});
