import { addDays } from '@/domain/calendar';
import { formatLongDate } from '@/domain/format';
import { describe, expect, it } from 'vitest';
import { WAIVER } from '@/content/waiver';
import { changeRentalDates } from '@functions/services/rental/move-rental';
import { createRentalCheckout } from '@functions/services/rental/rental-checkout';
import { rentalManageToken } from '@functions/services/rental/rental-handle';
import { handleSignWaiver } from '@functions/services/waiver/sign-waiver';
import { waiversKeptUntil } from '@functions/services/waiver-base/waiver-holder';
import { waiverToken } from '@functions/services/waiver-base/waiver-link';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET } from '../support/links';
import { SATURDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { testDb } from '../support/firestore';
import { rentalRequest, seedRentalStock, rentalPaidAtStripe } from '../support/rentals';
import { ledgerRentalIds, storedRental } from '../support/stored-rentals';
import { adultSignature } from '../support/waivers';
import { reasonOf } from '../support/refusal';
import { eventually } from '../support/eventually';

const h = registerBookingHarness();

const SUNDAY = addDays(SATURDAY, 1);
const MONDAY = addDays(SATURDAY, 2);
const TUESDAY = addDays(SATURDAY, 3);

/** A paid rental of two medium bikes for `date`'s morning by `member`. */
async function paidRental(date: string, member: string, email: string): Promise<string> {
  return rentalPaidAtStripe(
    h(),
    rentalRequest(date, {
      customerName: member,
      customerEmail: email,
      addOns: [{ addOnId: 'child-seat', quantity: 1 }],
      gating: { memberNameEntered: member },
    }),
  );
}

const moveTo = (rentalId: string, date: string) =>
  changeRentalDates(
    h().deps,
    call({
      handle: { token: rentalManageToken(rentalId, LINK_SECRET) },
      startDate: date,
      endDate: date,
      slot: 'morning',
    }),
  );

describe('changing a rental’s dates', () => {
  it('moves the bikes and add-ons to a free interval in one step, or leaves everything as it was', async () => {
    await seedRentalStock();
    const giulia = await paidRental(SATURDAY, 'Giulia Bianchi', 'giulia@example.com');
    const marco = await paidRental(SUNDAY, 'Marco Rossi', 'marco@example.com');
    const before = await storedRental(giulia);

    // Sunday has one medium bike left of three: refused, and nothing moved.
    await expect(moveTo(giulia, SUNDAY)).rejects.toSatisfy(
      (error) => reasonOf(error) === 'CAPACITY_EXCEEDED',
    );
    expect(await storedRental(giulia)).toMatchObject({
      startDate: SATURDAY,
      ticket: before.ticket,
    });
    expect(await ledgerRentalIds('model-focus-jarifa')).toEqual([giulia, marco].sort());

    const { rental } = await moveTo(giulia, MONDAY);
    expect(rental).toMatchObject({ startDate: MONDAY, startsAt: `${MONDAY}T08:00:00.000Z` });
    const moved = await storedRental(giulia);
    expect(moved.moves?.map((move) => move.startDate)).toEqual([SATURDAY]);
    expect(moved.ticket).not.toBe(before.ticket);
    expect(moved.amountTotalCents).toBe(before.amountTotalCents);
    const mail = await testDb().doc(`mailOutbox/rental-${giulia}-move-1`).get();
    const message = mail.get('message') as { subject: string; text: string };
    expect(message.subject).toBe('Noleggio spostato: Focus Jarifa');
    // Told as the move left it: the new first day, and its delivery shown on the rental.
    expect(message.text).toContain(formatLongDate(MONDAY, 'it'));
    expect(message.text).not.toContain(formatLongDate(SATURDAY, 'it'));
    expect(mail.get('reportTo')).toEqual({ path: `rentals/${giulia}`, key: 'dateChange' });
    await eventually(
      async () => (await storedRental(giulia)).mail?.['dateChange']?.status === 'sent',
    );
    // Saturday is free again for three bikes and the seat; Monday holds Giulia's.
    const saturdayAgain = await createRentalCheckout(
      h().deps,
      h().settings,
      call(
        rentalRequest(SATURDAY, {
          customerEmail: 'lucia@example.com',
          bikes: ['a', 'b', 'c'].map((rider) => ({ size: 'M' as const, riderName: rider })),
          addOns: [{ addOnId: 'child-seat', quantity: 2 }],
          gating: { memberNameEntered: "Lucia D'Amico" },
        }),
      ),
    );
    expect(await ledgerRentalIds('addon-child-seat')).toEqual(
      [giulia, marco, saturdayAgain.rentalId].sort(),
    );
  });

  it('gives the last free bikes to one of two rentals moving there at once', async () => {
    await seedRentalStock();
    const giulia = await paidRental(SATURDAY, 'Giulia Bianchi', 'giulia@example.com');
    const marco = await paidRental(SUNDAY, 'Marco Rossi', 'marco@example.com');
    const outcomes = await Promise.allSettled([moveTo(giulia, TUESDAY), moveTo(marco, TUESDAY)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find(
      (outcome) => outcome.status === 'rejected',
    ) as PromiseRejectedResult;
    expect(reasonOf(refused.reason)).toBe('CAPACITY_EXCEEDED');
    const dates = [
      (await storedRental(giulia)).startDate,
      (await storedRental(marco)).startDate,
    ].sort();
    expect(dates).toContain(TUESDAY);
    expect(dates.filter((date) => date === TUESDAY)).toHaveLength(1);
    // Each rental is on the ledger once, on the days it now has.
    expect(await ledgerRentalIds('model-focus-jarifa')).toEqual([giulia, marco].sort());
  });

  it('is refused 72 hours or less before the pick-up', async () => {
    await seedRentalStock();
    const giulia = await paidRental(SATURDAY, 'Giulia Bianchi', 'giulia@example.com');
    h().clock.ms = Date.parse(`${SATURDAY}T08:00:00Z`) - 72 * 3_600_000;
    await expect(moveTo(giulia, MONDAY)).rejects.toSatisfy(
      (error) => reasonOf(error) === 'DATE_CHANGE_NOT_ALLOWED',
    );
    expect((await storedRental(giulia)).startDate).toBe(SATURDAY);
  });
  it("keeps the riders' signed waivers, kept ten years after the later first day", async () => {
    await seedRentalStock();
    const giulia = await paidRental(SATURDAY, 'Giulia Bianchi', 'giulia@example.com');
    await handleSignWaiver(
      { ...h().deps, waiver: WAIVER },
      call({
        token: waiverToken({ kind: 'rental', id: giulia }, 0, LINK_SECRET),
        signature: adultSignature({ signerName: 'Giulia Bianchi' }),
      }),
    );
    expect((await storedRental(giulia)).waiversKeptUntil).toBe(waiversKeptUntil(SATURDAY));
    await moveTo(giulia, TUESDAY);
    const moved = await storedRental(giulia);
    expect(moved.waivers?.['0']?.signerName).toBe('Giulia Bianchi');
    expect(moved.waiversKeptUntil).toBe(waiversKeptUntil(TUESDAY));
  });
});
