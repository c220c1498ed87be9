import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { WAIVER, type WaiverText } from '@/content/waiver';
import type { QueuedWaiver, WaiverSignatureFields } from '@/domain/api/waiver';
import { waiverDigest } from '@/domain/waiver';
import { handleCancelBooking } from '@functions/services/cancellation/manage-booking';
import { manageToken } from '@functions/services/booking-base/manage-link';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { handleStaffCollectWaivers } from '@functions/services/waiver/collect-waivers';
import { handleSignWaiver } from '@functions/services/waiver/sign-waiver';
import { waiverToken } from '@functions/services/waiver-base/waiver-link';
import { firestoreContents } from '../support/firestore-contents';
import { testDb } from '../support/firestore';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET } from '../support/links';
import { call } from '../support/booking-request';
import { storedBooking } from '../support/stored-bookings';
import { byMember, paidBooking, party } from '../support/bookings';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';
import { adultSignature } from '../support/waivers';

const h = registerBookingHarness();

const signedIn = signInBeforeAll({ guide: 'guide', visitor: 'visitor' });

const collectDeps = (waiver: WaiverText = WAIVER) => ({
  db: h().deps.db,
  auth: testAuth(),
  now: h().deps.now,
  waiver,
});
const collect = (waivers: QueuedWaiver[], who: 'guide' | 'visitor' = 'guide') =>
  handleStaffCollectWaivers(collectDeps(), callAs(signedIn[who], { waivers }));

const SIGNED_AT_DEVICE = '2026-11-28T07:40:00.000Z';
/** A guide's phone collects signatures on the tour's day: Saturday morning, before the start. */
const onTourMorning = () => {
  h().clock.ms = Date.parse('2026-11-28T07:45:00Z');
};
const queued = (
  bookingId: string,
  participantIndex: number,
  signature: WaiverSignatureFields = adultSignature(),
): QueuedWaiver => ({ bookingId, participantIndex, signature, signedAtDevice: SIGNED_AT_DEVICE });

const auditEntries = async () =>
  (await auditLogCollection(testDb()).where('action', '==', 'waiver_collected').get()).docs.map(
    (doc) => doc.data(),
  );

describe('staffCollectWaivers', () => {
  it('is refused to a signed-in visitor and to an anonymous caller, changing nothing', async () => {
    const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
    const before = await firestoreContents(testDb());
    const visitor = await collect([queued(bookingId, 0)], 'visitor').then(
      () => null,
      (error: unknown) => error,
    );
    expect(visitor).toBeInstanceOf(HttpsError);
    expect(visitor).toMatchObject({ code: 'permission-denied' });
    await expect(
      handleStaffCollectWaivers(collectDeps(), { data: { waivers: [queued(bookingId, 0)] } }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(await firestoreContents(testDb())).toEqual(before);
  });

  it('refuses a whole queue naming a malformed booking id, changing nothing', async () => {
    const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
    const before = await firestoreContents(testDb(), ['rateLimits']);
    for (const malformed of ['a/b/c', 'a'.repeat(65), '']) {
      await expect(collect([queued(bookingId, 0), queued(malformed, 0)])).rejects.toMatchObject({
        code: 'invalid-argument',
        details: { reason: 'INVALID_INPUT' },
      });
    }
    expect(await firestoreContents(testDb(), ['rateLimits'])).toEqual(before);
  });

  it("records a guide's collected signature once, with who and when, and its audit entry", async () => {
    const { bookingId } = await paidBooking(h(), party(3), { until: 'confirmation-sent' });
    onTourMorning();
    const batch = [
      queued(bookingId, 1),
      queued(bookingId, 2, adultSignature({ signerName: 'Anna Neri' })),
    ];
    await expect(collect(batch)).resolves.toEqual({
      results: [
        { bookingId, participantIndex: 1, outcome: 'signed' },
        { bookingId, participantIndex: 2, outcome: 'signed' },
      ],
    });
    const booking = await storedBooking(bookingId);
    expect(booking.waivers?.['1']).toEqual({
      participantIndex: 1,
      signerName: 'Marco Rossi',
      birthDate: '1990-05-04',
      place: 'Negrar',
      textVersion: WAIVER.version,
      textSha256: await waiverDigest(WAIVER, 'it'),
      language: 'it',
      signedAt: expect.objectContaining({ toMillis: expect.any(Function) }),
      channel: 'staff',
      collectedBy: signedIn.guide.uid,
      signedAtDevice: SIGNED_AT_DEVICE,
    });
    // The server's time, not the phone's.
    expect(booking.waivers?.['1']?.signedAt.toMillis()).toBe(h().clock.ms);
    expect(booking.waivers?.['0']).toBeUndefined();
    const entries = await auditEntries();
    expect(entries).toHaveLength(2);
    expect(
      entries
        .map((entry) => entry.details)
        .sort((a, b) => (a['participantIndex'] as number) - (b['participantIndex'] as number)),
    ).toEqual([
      { bookingId, participantIndex: 1, signedAtDevice: SIGNED_AT_DEVICE },
      { bookingId, participantIndex: 2, signedAtDevice: SIGNED_AT_DEVICE },
    ]);
    expect(entries[0]).toMatchObject({
      actorUid: signedIn.guide.uid,
      target: `bookings/${bookingId}`,
    });

    // The same queue sent again (its first answer lost): the first signatures stand.
    const after = await firestoreContents(testDb(), ['rateLimits']);
    h().clock.ms += 60_000;
    await expect(collect(batch)).resolves.toEqual({
      results: [
        { bookingId, participantIndex: 1, outcome: 'already_signed' },
        { bookingId, participantIndex: 2, outcome: 'already_signed' },
      ],
    });
    expect(await firestoreContents(testDb(), ['rateLimits'])).toEqual(after);
  });

  it('answers each queued signature its own outcome, recording only the good ones', async () => {
    const { bookingId } = await paidBooking(
      h(),
      { ...party(3), ...byMember('Giulia Bianchi') },
      { until: 'confirmation-sent' },
    );
    const { bookingId: cancelled } = await paidBooking(
      h(),
      { ...party(1), ...byMember('Marco Rossi') },
      { until: 'confirmation-sent' },
    );
    onTourMorning();
    await handleCancelBooking(h().deps, call({ token: manageToken(cancelled, LINK_SECRET) }));
    const minorWithoutGuardian = adultSignature({
      signerName: 'Luca Rossi',
      birthDate: '2012-06-01',
    });

    const { results } = await collect([
      queued('NoSuchBooking123', 0),
      queued(bookingId, 3),
      queued(cancelled, 0),
      queued(bookingId, 0, minorWithoutGuardian),
      queued(bookingId, 1, adultSignature({ textVersion: '2020-01-01' })),
      queued(
        bookingId,
        2,
        adultSignature({
          signerName: 'Luca Rossi',
          birthDate: '2012-06-01',
          guardianName: 'Anna Rossi',
          guardianRelationship: 'parent',
          guardianSignature: 'Anna Rossi',
        }),
      ),
    ]);
    expect(results.map((result) => result.outcome)).toEqual([
      'not_found',
      'not_found',
      'not_admitted',
      'invalid',
      'text_changed',
      'signed',
    ]);
    const booking = await storedBooking(bookingId);
    expect(Object.keys(booking.waivers ?? {})).toEqual(['2']);
    expect(booking.waivers?.['2']?.guardian).toEqual({
      name: 'Anna Rossi',
      relationship: 'parent',
    });
    expect((await storedBooking(cancelled)).waivers).toBeUndefined();
    expect(await auditEntries()).toHaveLength(1);
  });

  it("collects through the tour's day in Rome, and not from the next", async () => {
    const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
    // 23:30 on the tour's Saturday in Rome.
    h().clock.ms = Date.parse('2026-11-28T22:30:00Z');
    expect((await collect([queued(bookingId, 0)])).results[0]?.outcome).toBe('signed');
    // 00:30 on Sunday in Rome.
    h().clock.ms = Date.parse('2026-11-28T23:30:00Z');
    expect((await collect([queued(bookingId, 1)])).results[0]?.outcome).toBe('not_admitted');
    expect(Object.keys((await storedBooking(bookingId)).waivers ?? {})).toEqual(['0']);
  });

  it('takes a new signature on a new text, keeping the earlier one as superseded', async () => {
    const { bookingId } = await paidBooking(h(), party(1), { until: 'confirmation-sent' });
    onTourMorning();
    await collect([queued(bookingId, 0)]);
    const earlier = (await storedBooking(bookingId)).waivers?.['0'];
    const revised: WaiverText = { ...WAIVER, version: '2027-03-01' };
    const answer = await handleStaffCollectWaivers(
      collectDeps(revised),
      callAs(signedIn.guide, {
        waivers: [queued(bookingId, 0, adultSignature({ textVersion: '2027-03-01' }))],
      }),
    );
    expect(answer.results[0]?.outcome).toBe('signed');
    const booking = await storedBooking(bookingId);
    expect(booking.waivers?.['0']?.textVersion).toBe('2027-03-01');
    expect(booking.supersededWaivers).toEqual([earlier]);
  });

  it('stores exactly one signature when the link and a staff phone sign the same participant at once', async () => {
    const participants = 4;
    const { bookingId } = await paidBooking(h(), party(participants), {
      until: 'confirmation-sent',
    });
    onTourMorning();
    const byLink = (participantIndex: number) =>
      handleSignWaiver(
        { ...h().deps, waiver: WAIVER },
        call({
          token: waiverToken({ kind: 'booking', id: bookingId }, participantIndex, LINK_SECRET),
          signature: adultSignature({ signerName: `Link ${participantIndex}` }),
        }),
      ).then(
        () => 'signed' as const,
        (error: unknown) => (error as HttpsError).details as { reason: string },
      );
    const byStaff = (participantIndex: number) =>
      collect([
        queued(
          bookingId,
          participantIndex,
          adultSignature({ signerName: `Staff ${participantIndex}` }),
        ),
      ]).then(({ results }) => results[0]?.outcome);
    const indexes = Array.from({ length: participants }, (_, index) => index);
    const answers = await Promise.all(
      indexes.map(async (index) => {
        const [link, staff] = await Promise.all([byLink(index), byStaff(index)]);
        return { link, staff };
      }),
    );

    const booking = await storedBooking(bookingId);
    expect(booking.supersededWaivers).toBeUndefined();
    for (const index of indexes) {
      const { link, staff } = answers[index]!;
      const stored = booking.waivers?.[String(index)];
      // One of the two won; the other was told the participant had signed already.
      if (link === 'signed') {
        expect(staff).toBe('already_signed');
        expect(stored).toMatchObject({ channel: 'link', signerName: `Link ${index}` });
      } else {
        expect(link).toEqual({ reason: 'WAIVER_ALREADY_SIGNED' });
        expect(staff).toBe('signed');
        expect(stored).toMatchObject({ channel: 'staff', signerName: `Staff ${index}` });
      }
    }
    const staffWins = answers.filter(({ staff }) => staff === 'signed').length;
    expect(await auditEntries()).toHaveLength(staffWins);
  });
});
