import { addDays } from '@/domain/calendar';
import { addMonths, addDays as laterBy } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { applyRetention } from '@functions/services/retention';
import { waiversKeptUntil } from '@functions/services/waiver-base/waiver-holder';
import { createRentalCheckout } from '@functions/services/rental/rental-checkout';
import { testDb } from '../support/firestore';
import { SATURDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { registerBookingHarness } from '../support/booking-harness';
import { paidRental, rentalRequest, seedRentalStock } from '../support/rentals';
import { storedRental } from '../support/stored-rentals';

const h = registerBookingHarness();

describe('rental retention', () => {
  it('blanks who rented and rode a rental twelve months after its last day, keeping the accounts', async () => {
    await seedRentalStock();
    const old = await createRentalCheckout(h().deps, h().settings, call(rentalRequest(SATURDAY)));
    const later = addDays(SATURDAY, 7);
    const recent = await createRentalCheckout(
      h().deps,
      h().settings,
      call(
        rentalRequest(later, {
          customerEmail: 'marco@example.com',
          gating: { memberNameEntered: 'Marco Rossi' },
        }),
      ),
    );
    // Twelve months and a few days after the old rental's day, before the recent one's.
    const now = addMonths(new Date(`${SATURDAY}T12:00:00Z`), 12);
    const report = await applyRetention(
      testDb(),
      { bookingMonths: 12, messageMonths: 24 },
      laterBy(now, 3),
    );
    expect(report.rentalsAnonymised).toBe(1);
    const blanked = await storedRental(old.rentalId);
    expect(blanked).toMatchObject({
      customerName: '',
      customerEmail: '',
      bikes: [
        { size: 'M', riderName: '' },
        { size: 'M', riderName: '' },
      ],
      amountTotalCents: 7000,
      gating: { memberNameEntered: '', memberId: null },
    });
    expect(blanked.anonymisedAt).not.toBeNull();
    expect((await storedRental(recent.rentalId)).customerName).toBe('Giulia Bianchi');
    expect(
      (await applyRetention(testDb(), { bookingMonths: 12, messageMonths: 24 }, laterBy(now, 3)))
        .rentalsAnonymised,
    ).toBe(0);
  });
  it("keeps the riders' waivers through the anonymisation, and removes them ten years after the first day", async () => {
    await paidRental(testDb(), {
      id: 'rental-signed',
      startDate: SATURDAY,
      waiversKeptUntil: waiversKeptUntil(SATURDAY),
    });
    const settings = { bookingMonths: 12, messageMonths: 24 };
    const yearAfter = addMonths(new Date(`${SATURDAY}T12:00:00Z`), 13);
    expect((await applyRetention(testDb(), settings, yearAfter)).waiversErased).toBe(0);
    const anonymised = await storedRental('rental-signed');
    expect(anonymised.bikes[1]?.riderName).toBe('');
    expect(anonymised.waivers?.['1']?.signerName).toBe('Rider 2');

    const lastDay = new Date(`${waiversKeptUntil(SATURDAY)}T12:00:00Z`);
    expect((await applyRetention(testDb(), settings, lastDay)).waiversErased).toBe(0);
    const report = await applyRetention(testDb(), settings, laterBy(lastDay, 1));
    expect(report.waiversErased).toBe(1);
    const erased = await storedRental('rental-signed');
    expect(erased.waivers).toBeUndefined();
    expect(erased.waiversKeptUntil).toBeUndefined();
  });
});
