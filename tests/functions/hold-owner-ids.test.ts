import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCheckout } from '@functions/services/booking/checkout';
import { holdOwnerKeys } from '@functions/services/booking-base/hold-owners';
import { testDb } from '../support/firestore';
import { bookingRequest, call } from '../support/booking-request';
import { registerBookingHarness } from '../support/booking-harness';
import { storedBooking } from '../support/stored-bookings';

const h = registerBookingHarness();

describe('the documents that list one person’s open holds', () => {
  it('are named by a keyed hash: no e-mail or name can be confirmed by hashing a guess', async () => {
    const { bookingId } = await createCheckout(h().deps, h().settings, call(bookingRequest()));
    const keys = holdOwnerKeys(await storedBooking(bookingId));
    expect(keys).toEqual(['member:2025-001', 'email:giulia@example.com']);

    const ids = (await testDb().collection('holdOwners').get()).docs.map((doc) => doc.id);
    expect(ids).toHaveLength(keys.length);
    const plainHashes = keys.map((key) => createHash('sha256').update(key).digest('hex'));
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{64}$/);
      expect(plainHashes).not.toContain(id);
    }
  });
});
