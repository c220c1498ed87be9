import { describe, expect, it } from 'vitest';
import { WAIVER, type WaiverText } from '@/content/waiver';
import type { WaiverSignatureFields } from '@/domain/api/waiver';
import { waiverDigest } from '@/domain/waiver';
import { CALL_LIMITS } from '@functions/services/call-limits';
import { handleCancelBooking } from '@functions/services/cancellation/manage-booking';
import { manageToken } from '@functions/services/booking-base/manage-link';
import { handleGetWaiver } from '@functions/services/waiver/get-waiver';
import { handleSignWaiver } from '@functions/services/waiver/sign-waiver';
import type { WaiverLinkDeps } from '@functions/services/waiver/waiver-deps';
import { participantOfToken, waiverToken } from '@functions/services/waiver-base/waiver-link';
import { firestoreContents } from '../support/firestore-contents';
import { testDb } from '../support/firestore';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET } from '../support/links';
import { SATURDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { storedBooking } from '../support/stored-bookings';
import { byMember, paidBooking, party } from '../support/bookings';
import { refusal } from '../support/refusal';
import { adultSignature } from '../support/waivers';

describe('waiver link token', () => {
  const SECRET = 'a-test-secret';

  it('names its booking and participant only under the secret that signed it', () => {
    const token = waiverToken({ kind: 'booking', id: 'AbCdEfGh1234' }, 3, SECRET);
    expect(participantOfToken(token, SECRET)).toEqual({
      holder: { kind: 'booking', id: 'AbCdEfGh1234' },
      participantIndex: 3,
    });
    expect(participantOfToken(token, 'another-secret')).toBeNull();
  });

  it('refuses a signature moved to another participant or booking, cut short or padded', () => {
    const [bookingId, , signature] = waiverToken(
      { kind: 'booking', id: 'AbCdEfGh1234' },
      1,
      SECRET,
    ).split('.');
    expect(participantOfToken(`${bookingId}.0.${signature}`, SECRET)).toBeNull();
    expect(participantOfToken(`ZZZZZZZZ1234.1.${signature}`, SECRET)).toBeNull();
    expect(participantOfToken(`${bookingId}.1.${signature?.slice(0, -1)}`, SECRET)).toBeNull();
    expect(participantOfToken(`${bookingId}.1.${signature}.x`, SECRET)).toBeNull();
    expect(participantOfToken(`${bookingId}.01.${signature}`, SECRET)).toBeNull();
  });

  it('is not the manage link: a manage token opens no waiver', () => {
    const manage = manageToken('AbCdEfGh1234', SECRET);
    const [bookingId, signature] = manage.split('.');
    expect(participantOfToken(`${bookingId}.0.${signature}`, SECRET)).toBeNull();
  });
});

describe('signing a waiver by its link', () => {
  const h = registerBookingHarness();
  const deps = (waiver: WaiverText = WAIVER): WaiverLinkDeps => ({ ...h().deps, waiver });

  const tokenOf = (bookingId: string, participantIndex: number) =>
    waiverToken({ kind: 'booking', id: bookingId }, participantIndex, LINK_SECRET);

  const adult = (overrides: Partial<WaiverSignatureFields> = {}) =>
    adultSignature({ place: 'Verona', ...overrides });
  /** 16 on the tour's day (Saturday 28 November 2026). */
  const minor = (overrides: Partial<WaiverSignatureFields> = {}) =>
    adult({ signerName: 'Luca Rossi', birthDate: '2010-03-01', ...overrides });

  const sign = (token: string, signature: unknown, waiver?: WaiverText) =>
    handleSignWaiver(deps(waiver), call({ token, signature }));

  /** Rate-limit counters count every attempt; nothing else may change. */
  const contents = () => firestoreContents(testDb(), ['rateLimits']);

  it('shows the participant their own waiver, missing, then signed, and nothing else', async () => {
    const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
    const token = tokenOf(bookingId, 1);
    /** What the page shows about Rider 1's waiver, whatever its state. */
    const riderOnesWaiver = {
      activity: 'tour',
      tourId: 'emotion-in-villa',
      tourName: expect.any(String),
      selectedDate: SATURDAY,
      participantIndex: 1,
      participantName: 'Rider 1',
      currentVersion: WAIVER.version,
    };
    await expect(handleGetWaiver(deps(), call({ token }))).resolves.toEqual({
      ...riderOnesWaiver,
      state: 'missing',
    });

    const signedAt = new Date(h().clock.ms).toISOString();
    const answer = await sign(token, adult());
    const expected = {
      ...riderOnesWaiver,
      state: 'signed',
      // Never the birth date or the place: the link may be forwarded.
      signed: { signerName: 'Marco Rossi', signedAt, textVersion: WAIVER.version },
    };
    expect(answer).toEqual(expected);
    await expect(handleGetWaiver(deps(), call({ token }))).resolves.toEqual(expected);
    // The other participant's page still asks for their own signature.
    await expect(
      handleGetWaiver(deps(), call({ token: tokenOf(bookingId, 0) })),
    ).resolves.toMatchObject({ participantIndex: 0, participantName: 'Rider 0', state: 'missing' });
  });

  it("stores the signature on its own participant only, with the text's digest and the server's time", async () => {
    const { bookingId } = await paidBooking(h(), party(3), { until: 'confirmation-sent' });
    await sign(tokenOf(bookingId, 2), adult());
    const booking = await storedBooking(bookingId);
    expect(Object.keys(booking.waivers ?? {})).toEqual(['2']);
    expect(booking.waivers?.['2']).toEqual({
      participantIndex: 2,
      signerName: 'Marco Rossi',
      birthDate: '1990-05-04',
      place: 'Verona',
      textVersion: WAIVER.version,
      textSha256: await waiverDigest(WAIVER, 'it'),
      language: 'it',
      signedAt: expect.objectContaining({ toMillis: expect.any(Function) }),
      channel: 'link',
    });
    expect(booking.waivers?.['2']?.signedAt.toMillis()).toBe(h().clock.ms);
    expect(booking.supersededWaivers).toBeUndefined();
    // Kept ten years after the tour's day (docs/operations.md, "Personal data").
    expect(booking.waiversKeptUntil).toBe('2036-11-28');
  });

  it("refuses a token moved to another participant, another booking's token, and an index past the party", async () => {
    const { bookingId: bookingX } = await paidBooking(
      h(),
      { ...party(2), ...byMember('Giulia Bianchi') },
      { until: 'confirmation-sent' },
    );
    const { bookingId: bookingY } = await paidBooking(
      h(),
      { ...party(2), ...byMember('Marco Rossi') },
      { until: 'confirmation-sent' },
    );
    const before = await contents();

    const [, , signatureOfX1] = tokenOf(bookingX, 1).split('.');
    const movedToParticipant0 = `${bookingX}.0.${signatureOfX1}`;
    const movedToBookingY = `${bookingY}.1.${signatureOfX1}`;
    // Genuinely signed, but the booking has two participants.
    const pastTheParty = tokenOf(bookingX, 5);
    for (const token of [movedToParticipant0, movedToBookingY, pastTheParty]) {
      const error = await refusal(sign(token, adult()));
      expect(error).toMatchObject({
        code: 'permission-denied',
        details: { reason: 'INVALID_LINK' },
      });
      await expect(handleGetWaiver(deps(), call({ token }))).rejects.toMatchObject({
        details: { reason: 'INVALID_LINK' },
      });
    }
    expect(await contents()).toEqual(before);
  });

  it('refuses a second signature of the same participant and keeps the first as it was', async () => {
    const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
    const token = tokenOf(bookingId, 0);
    await sign(token, adult({ signerName: 'Giulia Bianchi' }));
    const first = await storedBooking(bookingId);

    h().clock.ms += 60_000;
    const error = await refusal(sign(token, adult({ signerName: 'Someone Else' })));
    expect(error).toMatchObject({
      code: 'already-exists',
      details: { reason: 'WAIVER_ALREADY_SIGNED' },
    });
    expect(await storedBooking(bookingId)).toEqual(first);
  });

  it('asks again for a new text version, keeping the earlier signature as superseded', async () => {
    const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
    const token = tokenOf(bookingId, 1);
    await sign(token, adult());
    const earlier = (await storedBooking(bookingId)).waivers?.['1'];

    const revised: WaiverText = {
      ...WAIVER,
      version: '2027-03-01',
      intro: { it: `${WAIVER.intro.it} Rivisto.`, en: `${WAIVER.intro.en} Revised.` },
    };
    await expect(handleGetWaiver(deps(revised), call({ token }))).resolves.toMatchObject({
      state: 'missing',
      currentVersion: '2027-03-01',
    });
    expect((await handleGetWaiver(deps(revised), call({ token }))).signed).toBeUndefined();
    // The page still showing the old text is told it changed.
    await expect(sign(token, adult(), revised)).rejects.toMatchObject({
      details: { reason: 'WAIVER_TEXT_CHANGED' },
    });

    h().clock.ms += 3_600_000;
    await expect(
      sign(token, adult({ textVersion: '2027-03-01', language: 'en' }), revised),
    ).resolves.toMatchObject({ state: 'signed', signed: { textVersion: '2027-03-01' } });
    const booking = await storedBooking(bookingId);
    expect(booking.waivers?.['1']).toMatchObject({
      textVersion: '2027-03-01',
      language: 'en',
      textSha256: await waiverDigest(revised, 'en'),
    });
    expect(booking.waivers?.['1']?.signedAt.toMillis()).toBe(h().clock.ms);
    expect(booking.supersededWaivers).toEqual([earlier]);
    // And the new text is signed once too.
    await expect(sign(token, adult({ textVersion: '2027-03-01' }), revised)).rejects.toMatchObject({
      details: { reason: 'WAIVER_ALREADY_SIGNED' },
    });
  });

  it("refuses a minor's signature without the guardian on the guardian's fields, writing nothing", async () => {
    const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
    const token = tokenOf(bookingId, 1);
    const before = await contents();

    const missing = await refusal(sign(token, minor()));
    expect(missing).toMatchObject({ code: 'invalid-argument' });
    expect(missing.details.reason).toBe('INVALID_INPUT');
    expect([...(missing.details.fields ?? [])].sort()).toEqual([
      'guardianName',
      'guardianRelationship',
      'guardianSignature',
    ]);
    const mismatch = await refusal(
      sign(
        token,
        minor({
          guardianName: 'Anna Rossi',
          guardianRelationship: 'parent',
          guardianSignature: 'Anna Verdi',
        }),
      ),
    );
    expect(mismatch.details.fields).toEqual(['guardianSignature']);
    // A form field the request schema refuses is named as the form names it too.
    const unticked = await refusal(sign(token, adult({ approveSpecificClauses: false })));
    expect(unticked.details.fields).toEqual(['approveSpecificClauses']);
    expect(await contents()).toEqual(before);

    await expect(
      sign(
        token,
        minor({
          guardianName: 'Anna Rossi',
          guardianRelationship: 'parent',
          guardianSignature: 'anna  rossi',
        }),
      ),
    ).resolves.toMatchObject({
      state: 'guardian_signed',
      signed: { signerName: 'Luca Rossi', guardianName: 'Anna Rossi' },
    });
    expect((await storedBooking(bookingId)).waivers?.['1']?.guardian).toEqual({
      name: 'Anna Rossi',
      relationship: 'parent',
    });
  });

  it("judges who is a minor on the booking's own tour date", async () => {
    const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
    // Born on 29 November 2008: 17 on the tour's Saturday (28 November 2026); born on the 28th, 18.
    const error = await refusal(sign(tokenOf(bookingId, 0), adult({ birthDate: '2008-11-29' })));
    expect(error.details.fields).toContain('guardianName');
    await expect(
      sign(tokenOf(bookingId, 1), adult({ birthDate: '2008-11-28' })),
    ).resolves.toMatchObject({ state: 'signed' });
  });

  it('refuses a text version other than the one in force, writing nothing', async () => {
    const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
    const before = await contents();
    const error = await refusal(sign(tokenOf(bookingId, 0), adult({ textVersion: '2020-01-01' })));
    expect(error).toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'WAIVER_TEXT_CHANGED' },
    });
    expect(await contents()).toEqual(before);
  });

  it('stops working once the booking is cancelled, and after the tour day in Rome', async () => {
    const { bookingId: cancelled } = await paidBooking(
      h(),
      { ...party(2), ...byMember('Giulia Bianchi') },
      { until: 'confirmation-sent' },
    );
    await handleCancelBooking(h().deps, call({ token: manageToken(cancelled, LINK_SECRET) }));
    expect((await storedBooking(cancelled)).status).toBe('cancelled');
    // One after the other: a refusal made while another is awaited would go unhandled meanwhile.
    for (const attempt of [
      () => handleGetWaiver(deps(), call({ token: tokenOf(cancelled, 0) })),
      () => sign(tokenOf(cancelled, 0), adult()),
    ]) {
      expect(await refusal(attempt())).toMatchObject({
        code: 'permission-denied',
        details: { reason: 'LINK_NO_LONGER_VALID' },
      });
    }
    expect((await storedBooking(cancelled)).waivers).toBeUndefined();

    const { bookingId: paid } = await paidBooking(
      h(),
      { ...party(2), ...byMember('Marco Rossi') },
      { until: 'confirmation-sent' },
    );
    // 23:30 on the tour's Saturday in Rome: still open.
    h().clock.ms = Date.parse('2026-11-28T22:30:00Z');
    await expect(sign(tokenOf(paid, 0), adult())).resolves.toMatchObject({ state: 'signed' });
    // 00:30 on Sunday in Rome.
    h().clock.ms = Date.parse('2026-11-28T23:30:00Z');
    expect(await refusal(sign(tokenOf(paid, 1), adult()))).toMatchObject({
      details: { reason: 'LINK_NO_LONGER_VALID' },
    });
    expect(Object.keys((await storedBooking(paid)).waivers ?? {})).toEqual(['0']);
  });

  it('limits how often one caller reads or signs', async () => {
    const { bookingId } = await paidBooking(h(), party(1), { until: 'confirmation-sent' });
    const token = tokenOf(bookingId, 0);
    const caller = { clientKey: 'ip:203.0.113.77' };
    for (let i = 0; i < CALL_LIMITS.getWaiver.perCaller.limit; i += 1) {
      await handleGetWaiver(deps(), call({ token }, caller));
    }
    await expect(handleGetWaiver(deps(), call({ token }, caller))).rejects.toMatchObject({
      details: { reason: 'RATE_LIMITED' },
    });
    // Another caller, and the same caller's signing, are counted on their own.
    await expect(handleGetWaiver(deps(), call({ token }))).resolves.toMatchObject({
      state: 'missing',
    });
    await expect(
      handleSignWaiver(deps(), call({ token, signature: adult() }, caller)),
    ).resolves.toMatchObject({ state: 'signed' });
  });
});
