import { HttpsError } from 'firebase-functions/v2/https';
import { beforeEach, describe, expect, it } from 'vitest';
import { WAIVER } from '@/content/waiver';
import { addDays, romeInstant, todayInRome } from '@/domain/calendar';
import { handleStaffRentalDay } from '@functions/services/rental-desk/desk-day';
import { handleStaffRentalDesk } from '@functions/services/rental-desk/desk-actions';
import { rentalsCollection } from '@functions/services/rental/rental-docs';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { handleStaffCollectWaivers } from '@functions/services/waiver/collect-waivers';
import { resetFirestore, testDb } from '../support/firestore';
import { paidRental } from '../support/rentals';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';
import { adultSignature, storedSignature } from '../support/waivers';

// The rental desk ("Noleggi"): the day's pick-ups and returns, and the work a staff phone queued
// (possibly offline), on the real Firestore and Auth emulators. The clock is injected: a Saturday
// built from today, so nothing depends on the day the suite runs.
const signedIn = signInBeforeAll({
  guide: 'guide',
  otherGuide: 'guide',
  manager: 'manager',
  visitor: 'visitor',
});

const SATURDAY = (() => {
  const today = todayInRome(new Date());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, ((6 - weekday + 7) % 7) + 7);
})();
const romeTime = romeInstant;

let clock = romeTime(SATURDAY, '09:05');
const deps = () => ({ db: testDb(), auth: testAuth(), now: () => clock });
const day = (who: keyof typeof signedIn = 'guide', date = SATURDAY) =>
  handleStaffRentalDay(deps(), callAs(signedIn[who], { date }));
const desk = (actions: unknown[], who: keyof typeof signedIn = 'guide') =>
  handleStaffRentalDesk(deps(), callAs(signedIn[who], { actions }));
const stored = async (id: string) => (await rentalsCollection(testDb()).doc(id).get()).data();

beforeEach(async () => {
  await resetFirestore();
  clock = romeTime(SATURDAY, '09:05');
});

describe('the rental desk', () => {
  it("lists the day's pick-ups and returns, and clears them as bikes go out and come back", async () => {
    await paidRental(testDb(), { id: 'rental-morning-1', startDate: SATURDAY });
    await paidRental(testDb(), { id: 'rental-other-day', startDate: addDays(SATURDAY, 1) });
    await paidRental(testDb(), {
      id: 'rental-cancelled',
      startDate: SATURDAY,
      status: 'cancelled',
    });

    const before = await day();
    expect(before.pickUps.map((rental) => rental.rentalId)).toEqual(['rental-morning-1']);
    expect(before.returns.map((rental) => rental.rentalId)).toEqual(['rental-morning-1']);
    expect(before.pickUps[0]).not.toHaveProperty('pickedUpAt');

    const pickedAt = romeTime(SATURDAY, '09:02').toISOString();
    expect(
      await desk([
        {
          kind: 'pick_up',
          rentalId: 'rental-morning-1',
          frameNumbers: ['wja-1001 ', 'WJA-1002'],
          at: pickedAt,
        },
      ]),
    ).toEqual({
      results: [{ rentalId: 'rental-morning-1', kind: 'pick_up', outcome: 'recorded' }],
    });
    const out = await stored('rental-morning-1');
    expect(out?.frameNumbers).toEqual(['WJA-1001', 'WJA-1002']);
    expect(out?.pickedUpAt?.toDate().toISOString()).toBe(pickedAt);

    clock = romeTime(SATURDAY, '12:55');
    const returned = await desk([
      {
        kind: 'return',
        rentalId: 'rental-morning-1',
        at: clock.toISOString(),
        note: 'Tutto a posto',
      },
    ]);
    expect(returned.results[0]).toMatchObject({ outcome: 'recorded', late: false });
    const after = await day();
    expect(after.returns[0]).toMatchObject({ returnNote: 'Tutto a posto', late: false });
    expect(after.returns[0]?.returnedAt).toBe(clock.toISOString());

    const audit = await auditLogCollection(testDb())
      .where('action', 'in', ['rental_picked_up', 'rental_returned'])
      .get();
    expect(audit.size).toBe(2);
  });

  it('takes a queue sent later from an offline phone at the times it was made, once', async () => {
    await paidRental(testDb(), { id: 'rental-offline', startDate: SATURDAY });
    const pickUp = {
      kind: 'pick_up',
      rentalId: 'rental-offline',
      frameNumbers: ['F1', 'F2'],
      at: romeTime(SATURDAY, '09:10').toISOString(),
    };
    const back = {
      kind: 'return',
      rentalId: 'rental-offline',
      at: romeTime(SATURDAY, '12:50').toISOString(),
      note: '',
    };
    // The phone finds a network in the evening and sends both; its answer is lost and it sends again.
    clock = romeTime(SATURDAY, '20:00');
    const first = await desk([pickUp, back]);
    const again = await desk([pickUp, back]);
    expect(first.results.map((result) => result.outcome)).toEqual(['recorded', 'recorded']);
    expect(again.results.map((result) => result.outcome)).toEqual(['recorded', 'recorded']);
    expect((await stored('rental-offline'))?.returnedAt?.toDate().toISOString()).toBe(back.at);
    // Another guide's phone that scanned the same ticket learns it was done.
    expect((await desk([pickUp], 'otherGuide')).results[0]?.outcome).toBe('already_recorded');
    const audit = await auditLogCollection(testDb())
      .where('target', '==', 'rentals/rental-offline')
      .get();
    expect(audit.size).toBe(2);
  });

  it('flags a late return for the manager, with the next price bracket for managers only', async () => {
    await paidRental(testDb(), { id: 'rental-late', startDate: SATURDAY });
    await desk([
      {
        kind: 'pick_up',
        rentalId: 'rental-late',
        frameNumbers: ['F1', 'F2'],
        at: clock.toISOString(),
      },
    ]);
    clock = romeTime(SATURDAY, '14:30');
    const result = await desk([
      { kind: 'return', rentalId: 'rental-late', at: clock.toISOString(), note: 'Fango' },
    ]);
    expect(result.results[0]).toMatchObject({ outcome: 'recorded', late: true });
    const rental = await stored('rental-late');
    expect(rental).toMatchObject({
      needsStaffAttention: true,
      staffAttentionReasons: ['late_return'],
    });
    // A half day returned late costs a full day: 2 bikes × (50 € − 35 €).
    expect((await day('manager')).returns[0]).toMatchObject({
      late: true,
      nextBracketExtraCents: 3000,
    });
    expect((await day('guide')).returns[0]).not.toHaveProperty('nextBracketExtraCents');
  });

  it('refuses what does not fit: wrong frame count, another day, bikes never out, unpaid', async () => {
    await paidRental(testDb(), { id: 'rental-check', startDate: SATURDAY });
    await paidRental(testDb(), { id: 'rental-tomorrow', startDate: addDays(SATURDAY, 1) });
    await paidRental(testDb(), { id: 'rental-unpaid', startDate: SATURDAY, status: 'pending' });
    const at = clock.toISOString();
    const { results } = await desk([
      { kind: 'pick_up', rentalId: 'rental-check', frameNumbers: ['F1'], at },
      { kind: 'pick_up', rentalId: 'rental-check', frameNumbers: ['F1', 'f1'], at },
      { kind: 'pick_up', rentalId: 'rental-tomorrow', frameNumbers: ['F1', 'F2'], at },
      { kind: 'return', rentalId: 'rental-check', at, note: '' },
      { kind: 'pick_up', rentalId: 'rental-unpaid', frameNumbers: ['F1', 'F2'], at },
      { kind: 'pick_up', rentalId: 'rental-missing', frameNumbers: ['F1', 'F2'], at },
    ]);
    expect(results.map((result) => result.outcome)).toEqual([
      'frame_numbers_mismatch',
      'frame_numbers_mismatch',
      'other_day',
      'not_picked_up',
      'not_paid',
      'not_found',
    ]);
    expect((await stored('rental-check'))?.pickedUpAt).toBeUndefined();
  });

  it('answers staff only', async () => {
    const refused = await day('visitor').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpsError);
    expect((refused as HttpsError).code).toBe('permission-denied');
  });
});

describe("the riders' waivers at the desk", () => {
  const collect = (waivers: unknown[], who: keyof typeof signedIn = 'guide') =>
    handleStaffCollectWaivers({ ...deps(), waiver: WAIVER }, callAs(signedIn[who], { waivers }));
  const pickUp = (rentalId: string) => ({
    kind: 'pick_up',
    rentalId,
    frameNumbers: ['WJA-1', 'WJA-2'],
    at: clock.toISOString(),
  });
  /** Rider 2 of the rental signs on the desk's phone; they are 16, so their mother signs too. */
  const riderTwo = (rentalId: string, signedAtDevice = clock.toISOString()) => ({
    rentalId,
    participantIndex: 1,
    signature: adultSignature({
      signerName: 'Rider 2',
      birthDate: `${Number(SATURDAY.slice(0, 4)) - 16}-01-01`,
      guardianName: 'Giulia Bianchi',
      guardianRelationship: 'parent',
      guardianSignature: 'Giulia Bianchi',
    }),
    signedAtDevice,
  });

  it("shows each rider's state, refuses the pick-up while one is missing, and lets the desk collect it", async () => {
    await paidRental(testDb(), {
      id: 'rental-unsigned',
      startDate: SATURDAY,
      waivers: { '0': storedSignature(0, 'Rider 1') },
    });
    const listed = (await day()).pickUps[0];
    expect(listed?.waivers).toEqual([
      { participantIndex: 0, name: 'Rider 1', state: 'signed' },
      { participantIndex: 1, name: 'Rider 2', state: 'missing' },
    ]);
    expect((await day()).waiverVersion).toBe(WAIVER.version);

    expect((await desk([pickUp('rental-unsigned')])).results).toEqual([
      { rentalId: 'rental-unsigned', kind: 'pick_up', outcome: 'waiver_missing' },
    ]);
    expect((await stored('rental-unsigned'))?.pickedUpAt).toBeUndefined();

    // Queued on the phone with no signal, then sent twice (its first answer was lost).
    expect((await collect([riderTwo('rental-unsigned')])).results).toEqual([
      { rentalId: 'rental-unsigned', participantIndex: 1, outcome: 'signed' },
    ]);
    expect((await collect([riderTwo('rental-unsigned')])).results[0]?.outcome).toBe(
      'already_signed',
    );
    const signed = await stored('rental-unsigned');
    expect(signed?.waivers?.['1']).toMatchObject({
      channel: 'staff',
      collectedBy: signedIn.guide.uid,
      guardian: { name: 'Giulia Bianchi', relationship: 'parent' },
    });
    expect((await day()).pickUps[0]?.waivers[1]?.state).toBe('guardian_signed');
    const audit = await auditLogCollection(testDb())
      .where('action', '==', 'waiver_collected')
      .get();
    expect(audit.docs.map((doc) => doc.data().details)).toEqual([
      expect.objectContaining({ rentalId: 'rental-unsigned', participantIndex: 1 }),
    ]);

    expect((await desk([pickUp('rental-unsigned')])).results[0]?.outcome).toBe('recorded');
  });

  it("takes a guide's signature on the rental's first day only, and a minor's with a guardian only", async () => {
    await paidRental(testDb(), {
      id: 'rental-later',
      startDate: addDays(SATURDAY, 1),
      waivers: {},
    });
    await paidRental(testDb(), { id: 'rental-today', startDate: SATURDAY, waivers: {} });
    const alone = riderTwo('rental-today');
    const { results } = await collect([
      riderTwo('rental-later'),
      { ...alone, signature: { ...alone.signature, guardianName: '', guardianSignature: '' } },
    ]);
    expect(results.map((result) => result.outcome)).toEqual(['not_tour_day', 'invalid']);
    expect((await stored('rental-later'))?.waivers).toEqual({});
    expect((await stored('rental-today'))?.waivers).toEqual({});
    // A manager may record it another day.
    expect((await collect([riderTwo('rental-later')], 'manager')).results[0]?.outcome).toBe(
      'signed',
    );
  });
});
