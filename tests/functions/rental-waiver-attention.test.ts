import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, romeInstant, todayInRome } from '@/domain/calendar';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { handleStaffAttention } from '@functions/services/attention/staff-attention';
import { rentalsCollection } from '@functions/services/rental/rental-docs';
import { resetFirestore, testDb } from '../support/firestore';
import { paidRental } from '../support/rentals';
import { callAs, signInBeforeAll, testAuth, type SignedIn } from '../support/staff-auth';
import { storedSignature } from '../support/waivers';

// "Da controllare"'s rentals picked up tomorrow with riders still to sign, on the real Firestore
// and Auth emulators. The days are built from today and the clock is injected: the list is read
// at 10:00 in Rome on the day before the pick-up.
const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide' });

const PICK_UP = addDays(todayInRome(new Date()), 3);
const DAY_BEFORE = addDays(PICK_UP, -1);

async function waiverRows(now: Date, who: SignedIn = signedIn.manager) {
  const deps = { db: testDb(), auth: testAuth(), now: () => now };
  const { items } = await handleStaffAttention(deps, callAs(who, {}));
  return items.filter(
    (item): item is Extract<AttentionItem, { kind: 'rental_waiver_missing' }> =>
      item.kind === 'rental_waiver_missing',
  );
}

beforeEach(async () => {
  await resetFirestore();
});

describe('rentals with riders still to sign, the day before the pick-up', () => {
  it('lists a paid rental of tomorrow naming the riders who have not signed, for guides too', async () => {
    // Rider 1 signed, Rider 2 not.
    await paidRental(testDb(), {
      id: 'rentalhalfsigned1',
      startDate: PICK_UP,
      waivers: { '0': storedSignature(0, 'Rider 1') },
    });
    // Everyone signed; cancelled; the day after: none of these is listed.
    await paidRental(testDb(), { id: 'rentalallsigned01', startDate: PICK_UP });
    await paidRental(testDb(), {
      id: 'rentalcancelled01',
      startDate: PICK_UP,
      status: 'cancelled',
      waivers: {},
    });
    await paidRental(testDb(), {
      id: 'rentaldayafter001',
      startDate: addDays(PICK_UP, 1),
      waivers: {},
    });

    const now = romeInstant(DAY_BEFORE, '10:00');
    const [row, ...others] = await waiverRows(now);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id: `rental-waiver:rentalhalfsigned1:${PICK_UP}`,
      rental: {
        rentalId: 'rentalhalfsigned1',
        reference: 'RENTALHA',
        modelName: 'Focus Jarifa',
        customerName: 'Giulia Bianchi',
        startDate: PICK_UP,
      },
      missing: ['Rider 2'],
      actions: ['open_rental'],
    });
    expect(await waiverRows(now, signedIn.guide)).toEqual([row]);

    // On the pick-up day the desk asks for the signatures: the row gives way to the next day's.
    const nextDay = await waiverRows(romeInstant(PICK_UP, '08:00'));
    expect(nextDay.map((next) => next.id)).toEqual([
      `rental-waiver:rentaldayafter001:${addDays(PICK_UP, 1)}`,
    ]);
  });

  it('leaves the list once the last rider has signed', async () => {
    await paidRental(testDb(), { id: 'rentalnonesigned', startDate: PICK_UP, waivers: {} });
    const now = romeInstant(DAY_BEFORE, '18:00');
    expect((await waiverRows(now)).map((row) => row.missing)).toEqual([['Rider 1', 'Rider 2']]);

    await rentalsCollection(testDb())
      .doc('rentalnonesigned')
      .update({
        waivers: { '0': storedSignature(0, 'Rider 1'), '1': storedSignature(1, 'Rider 2') },
      });
    expect(await waiverRows(now)).toEqual([]);
  });
});
