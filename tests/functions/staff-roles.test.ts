import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { handleCancelTourDate } from '@functions/services/cancellation/cancel-tour-date';
import { AUDIT_LOG_COLLECTION } from '@functions/services/audit-log/audit-log';
import { handleStaffCheckIn } from '@functions/services/staff/check-in';
import { handleStaffAuditLog } from '@functions/services/staff/read-audit-log';
import { handleStaffRoster } from '@functions/services/staff/roster';
import { revokeStaffRoles } from '../../scripts/stack/staff-claim';
import { testDb } from '../support/firestore';
import { SATURDAY, TODAY } from '../support/harness-dates';
import { registerBookingHarness } from '../support/booking-harness';
import { storedBooking } from '../support/stored-bookings';
import { paidBooking, party } from '../support/bookings';
import { scheduleDoc } from '../support/tour-docs';
import {
  afterSignInSecond,
  callAs,
  createStaffAccount,
  createTestAccount,
  signIn,
  signInBeforeAll,
  testAuth,
} from '../support/staff-auth';
import { refusalCodeAndReason as refusal } from '../support/refusal';

// Staff roles on the real Auth emulator: guides (`staff`) and managers (`manager`), tokens
// verified again on every staff call (e-mail verified, not revoked), and the audit log.

const h = registerBookingHarness();

const signedIn = signInBeforeAll({ guide: 'guide', manager: 'manager' });

const deps = () => ({ ...h().deps, auth: testAuth() });
const rosterDeps = () => ({ ...deps(), ticketSigningKey: h().deps.tickets.signingKey });
const YESTERDAY = '2026-11-22';
/** Saturday 07:30 in Rome, before the tour leaves at 09:00. */
const TOUR_MORNING = Date.parse('2026-11-28T06:30:00Z');
const callOff = (date: string, preview = false) => ({ tourId: 'emotion-in-villa', date, preview });

async function closedDates(): Promise<string[]> {
  const schedule = await scheduleDoc('emotion-in-villa').get();
  return (schedule.get('closedDates') as string[] | undefined) ?? [];
}

async function auditDocs() {
  return (await testDb().collection(AUDIT_LOG_COLLECTION).get()).docs.map((doc) => doc.data());
}

describe('manager actions', () => {
  it('calling off a date: a guide is refused and changes nothing, a manager is allowed', async () => {
    const { bookingId } = await paidBooking(h(), party(2));
    for (const preview of [true, false]) {
      expect(
        await refusal(
          handleCancelTourDate(deps(), callAs(signedIn.guide, callOff(SATURDAY, preview))),
        ),
      ).toEqual({ code: 'permission-denied', reason: 'MANAGER_ONLY' });
    }
    expect(await closedDates()).not.toContain(SATURDAY);
    expect((await storedBooking(bookingId)).status).toBe('paid');
    expect(await auditDocs()).toEqual([]);

    expect(
      await handleCancelTourDate(deps(), callAs(signedIn.manager, callOff(SATURDAY, true))),
    ).toMatchObject({ bookings: 1 });
    expect(
      await handleCancelTourDate(deps(), callAs(signedIn.manager, callOff(SATURDAY))),
    ).toMatchObject({
      bookings: 1,
      participants: 2,
    });
    expect(await closedDates()).toContain(SATURDAY);
    expect((await storedBooking(bookingId)).status).toBe('cancelled');
  });

  it('refuses a day before today (Rome, server clock) and changes nothing; today is allowed', async () => {
    for (const preview of [true, false]) {
      const error = await handleCancelTourDate(
        deps(),
        callAs(signedIn.manager, callOff(YESTERDAY, preview)),
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpsError);
      expect(error).toMatchObject({
        code: 'invalid-argument',
        details: { reason: 'DATE_IN_PAST', fields: ['date'] },
      });
    }
    expect(await closedDates()).not.toContain(YESTERDAY);
    expect(await auditDocs()).toEqual([]);
    expect(
      await handleCancelTourDate(deps(), callAs(signedIn.manager, callOff(TODAY, true))),
    ).toEqual({
      bookings: 0,
      refundCents: 0,
      participants: 0,
      skipped: 0,
    });
  });
});

describe('staff tokens', () => {
  it('refuses a staff token whose e-mail address is not verified', async () => {
    // A claim set by hand in the console on an unverified account (the grant script refuses).
    const unverified = await createTestAccount('unverified', { emailVerified: false });
    await testAuth().setCustomUserClaims(unverified.uid, { staff: true, manager: true });
    const session = await signIn(unverified);
    expect(session.token['manager']).toBe(true);
    const refused = { code: 'permission-denied', reason: 'EMAIL_NOT_VERIFIED' };
    expect(
      await refusal(handleStaffRoster(rosterDeps(), callAs(session, { date: SATURDAY }))),
    ).toEqual(refused);
    expect(await refusal(handleCancelTourDate(deps(), callAs(session, callOff(SATURDAY))))).toEqual(
      refused,
    );
    expect(await closedDates()).not.toContain(SATURDAY);
  });

  it('refuses a revoked token at once, though it still carries the claims', async () => {
    const revokedGuide = await createStaffAccount('guide');
    const session = await signIn(revokedGuide);
    expect(
      await handleStaffRoster(rosterDeps(), callAs(session, { date: SATURDAY })),
    ).toMatchObject({ date: SATURDAY });
    await afterSignInSecond(session);
    await revokeStaffRoles(testAuth(), revokedGuide.email);

    expect(session.token['staff']).toBe(true);
    const refused = { code: 'unauthenticated', reason: 'UNAUTHENTICATED' };
    expect(
      await refusal(handleStaffRoster(rosterDeps(), callAs(session, { date: SATURDAY }))),
    ).toEqual(refused);
    const checkIn = { checkIns: [{ bookingId: 'bk-1', scannedAt: '2026-11-28T07:40:00.000Z' }] };
    expect(await refusal(handleStaffCheckIn(deps(), callAs(session, checkIn)))).toEqual(refused);
  });

  it('refuses a revoked manager token on calling off a date', async () => {
    const revokedManager = await createStaffAccount('manager');
    const session = await signIn(revokedManager);
    await afterSignInSecond(session);
    await revokeStaffRoles(testAuth(), revokedManager.email);
    expect(await refusal(handleCancelTourDate(deps(), callAs(session, callOff(SATURDAY))))).toEqual(
      { code: 'unauthenticated', reason: 'UNAUTHENTICATED' },
    );
    expect(await closedDates()).not.toContain(SATURDAY);
  });
});

describe('audit log', () => {
  it('records who did what on which document and when, and staff read it newest first', async () => {
    const { bookingId } = await paidBooking(h(), party(2));
    // The tour's morning: a ticket is checked in on its own day.
    h().clock.ms = TOUR_MORNING;
    await handleStaffRoster(rosterDeps(), callAs(signedIn.guide, { date: SATURDAY }));
    h().clock.ms += 60_000;
    const scan = { checkIns: [{ bookingId, scannedAt: '2026-11-28T07:40:00.000Z' }] };
    await handleStaffCheckIn(deps(), callAs(signedIn.guide, scan));
    // A resend of the same scan changes nothing, so it records nothing.
    await handleStaffCheckIn(deps(), callAs(signedIn.guide, scan));
    h().clock.ms += 60_000;
    await handleCancelTourDate(deps(), callAs(signedIn.manager, callOff(SATURDAY, true)));
    await handleCancelTourDate(deps(), callAs(signedIn.manager, callOff(SATURDAY)));

    const { entries } = await handleStaffAuditLog(deps(), callAs(signedIn.guide, {}));
    const guideEmail = signedIn.guide.token.email;
    expect(entries).toEqual([
      expect.objectContaining({
        actorUid: signedIn.manager.uid,
        actorEmail: signedIn.manager.token.email,
        action: 'cancel_tour_date',
        target: 'schedules/emotion-in-villa',
        at: new Date(TOUR_MORNING + 120_000).toISOString(),
        // A guide's copy has no refunds' total (managers' only); written before the action ran,
        // completed after.
        details: {
          tourId: 'emotion-in-villa',
          date: SATURDAY,
          bookings: 1,
          participants: 2,
          failed: 0,
          skipped: 0,
          completed: true,
        },
      }),
      expect.objectContaining({
        actorUid: signedIn.guide.uid,
        actorEmail: guideEmail,
        action: 'check_in',
        target: `bookings/${bookingId}`,
        at: new Date(TOUR_MORNING + 60_000).toISOString(),
        details: { bookingId, scannedAt: '2026-11-28T07:40:00.000Z' },
      }),
      expect.objectContaining({
        actorUid: signedIn.guide.uid,
        actorEmail: guideEmail,
        action: 'roster_read',
        target: `bookings?selectedDate=${SATURDAY}`,
        at: new Date(TOUR_MORNING).toISOString(),
        details: { date: SATURDAY, bookings: 1 },
      }),
    ]);
    const asManager = await handleStaffAuditLog(deps(), callAs(signedIn.manager, {}));
    expect(asManager.entries[0]?.details).toMatchObject({
      refundCents: (await storedBooking(bookingId)).amountTotalCents,
    });
    // Each entry expires (Firestore TTL on expiresAt) two years after it was written.
    for (const doc of await auditDocs()) {
      const written = (doc['at'] as FirebaseFirestore.Timestamp).toDate();
      const expires = (doc['expiresAt'] as FirebaseFirestore.Timestamp).toDate();
      expect(expires.getUTCFullYear() - written.getUTCFullYear()).toBe(2);
      expect(expires.toISOString().slice(4)).toBe(written.toISOString().slice(4));
    }
  });

  it('is read by staff only', async () => {
    const visitor = await signIn(await createTestAccount('visitor'));
    expect(await refusal(handleStaffAuditLog(deps(), callAs(visitor, {})))).toEqual({
      code: 'permission-denied',
      reason: 'PERMISSION_DENIED',
    });
    expect(await refusal(handleStaffAuditLog(deps(), { data: {} }))).toEqual({
      code: 'unauthenticated',
      reason: 'UNAUTHENTICATED',
    });
  });
});
