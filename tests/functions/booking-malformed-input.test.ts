import type { HttpsError } from 'firebase-functions/v2/https';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCheckout } from '@functions/services/booking/checkout';
import { verifyPayment } from '@functions/services/booking/verify-payment';
import {
  handleCancelBooking,
  handleManageBooking,
} from '@functions/services/cancellation/manage-booking';
import { handleReleaseCheckout } from '@functions/services/cancellation/release-checkout';
import { handleStaffCheckIn } from '@functions/services/staff/check-in';
import { bookingRequest, call } from '../support/booking-request';
import { registerBookingHarness } from '../support/booking-harness';
import { seatsHeld } from '../support/stored-bookings';
import { party, pendingBooking } from '../support/bookings';
import { paidBookingDoc } from '../support/booking-doc';
import { firestoreContents } from '../support/firestore-contents';
import { testDb } from '../support/firestore';
import { refusal } from '../support/refusal';
import { callAs, createStaffAccount, signIn, testAuth, type SignedIn } from '../support/staff-auth';

const h = registerBookingHarness();

/** A path into a nested document, one character too many, nothing at all. */
const MALFORMED_IDS = ['a/b/c', 'a'.repeat(65), ''];
const OWNER = 'owner-uid';
/** A name that reads "Giulia Bianchi" backwards from the override on in a roster or a mail. */
const BIDI_NAME = 'Giulia\u202EBianchi';

/** Rate-limit counters count every attempt, refused ones included; nothing else may move. */
const snapshot = () => firestoreContents(testDb(), ['rateLimits']);

/**
 * Refused as invalid input, with Firestore as it was: no booking read through a nested path,
 * none created, cancelled or checked in.
 */
async function expectRefusedChangingNothing(attempt: () => Promise<unknown>) {
  const before = await snapshot();
  const error = await refusal(attempt());
  expect(error).toMatchObject({
    code: 'invalid-argument',
    details: { reason: expect.stringMatching(/^(INVALID_INPUT|MISSING_FIELDS)$/) },
  });
  expect(await snapshot()).toEqual(before);
  return (error as HttpsError).details as { fields: string[] };
}

describe('malformed booking ids', () => {
  // A paid booking of the caller's at the nested path `a/b/c` would name, so a call that builds
  // its path from the id would find (and cancel, release or check in) this one.
  beforeEach(async () => {
    await testDb()
      .doc('bookings/a/b/c')
      .set(paidBookingDoc({ uid: OWNER }));
  });

  it('manageBooking and cancelBooking refuse them, for the owner too', async () => {
    for (const bookingId of MALFORMED_IDS) {
      const data = { bookingId };
      await expectRefusedChangingNothing(() =>
        handleManageBooking(h().deps, call(data, { uid: OWNER })),
      );
      await expectRefusedChangingNothing(() =>
        handleCancelBooking(h().deps, call(data, { uid: OWNER })),
      );
    }
    expect((await testDb().doc('bookings/a/b/c').get()).get('status')).toBe('paid');
  });

  it('releaseCheckout refuses them', async () => {
    for (const bookingId of MALFORMED_IDS) {
      await expectRefusedChangingNothing(() =>
        handleReleaseCheckout(h().deps, call({ bookingId })),
      );
    }
  });

  it('verifyPayment refuses a malformed booking id and a session id that is not a session id', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), party(2));
    for (const malformed of MALFORMED_IDS) {
      await expectRefusedChangingNothing(() =>
        verifyPayment(h().deps, call({ sessionId, bookingId: malformed })),
      );
    }
    for (const malformed of ['cs_test_a/b', 'pi_123', `cs_test_${'a'.repeat(250)}`, '']) {
      const details = await expectRefusedChangingNothing(() =>
        verifyPayment(h().deps, call({ sessionId: malformed, bookingId })),
      );
      expect(details.fields).toEqual(['sessionId']);
    }
  });

  describe('staffCheckIn', () => {
    let guide: SignedIn;
    beforeAll(async () => {
      guide = await signIn(await createStaffAccount('guide'));
    });

    it('refuses the whole queue and checks nobody in', async () => {
      const scannedAt = '2026-11-28T08:55:00.000Z';
      for (const bookingId of MALFORMED_IDS) {
        const details = await expectRefusedChangingNothing(() =>
          handleStaffCheckIn(
            { db: testDb(), auth: testAuth(), now: h().deps.now },
            callAs(guide, { checkIns: [{ bookingId, scannedAt }] }),
          ),
        );
        expect(details.fields).toEqual(['checkIns.0.bookingId']);
      }
      expect((await testDb().doc('bookings/a/b/c').get()).get('checkedInAt')).toBeUndefined();
    });
  });
});

describe('names with bidi and other format characters', () => {
  it('createCheckoutSession refuses them in every name and the notes, holding no seat', async () => {
    const requests = {
      customerName: bookingRequest({ customerName: BIDI_NAME }),
      'participantNames.1': bookingRequest({ participantNames: ['Ada', BIDI_NAME] }),
      additionalNotes: bookingRequest({ additionalNotes: 'Pranzo\u2066 vegetariano' }),
      'gating.memberNameEntered': bookingRequest({ gating: { memberNameEntered: BIDI_NAME } }),
      customerPhone: bookingRequest({ customerPhone: '+39\u200B333 123 4567' }),
    };
    for (const [field, request] of Object.entries(requests)) {
      const details = await expectRefusedChangingNothing(() =>
        createCheckout(h().deps, h().settings, call(request)),
      );
      expect(details.fields).toEqual([field]);
    }
    expect(await seatsHeld()).toBe(0);
  });
});
