import type { RentalSummary } from '@/domain/api/rental';

/** A paid half-day rental of two bikes, as the server answers it to its renter. */
export const PAID_RENTAL: RentalSummary = {
  rentalId: 'RnTaL0001abc',
  modelId: 'focus-jarifa',
  modelName: 'Focus Jarifa',
  formula: 'half_day',
  slot: 'morning',
  startDate: '2026-12-05',
  endDate: '2026-12-05',
  startsAt: '2026-12-05T08:00:00.000Z',
  endsAt: '2026-12-05T12:00:00.000Z',
  bikesBySize: { M: 2 },
  addOns: [],
  amountTotalCents: 7000,
  currency: 'eur',
  status: 'paid',
  customerEmail: 'giulia@example.org',
  pickUpAddress: 'Via Ingelheim 7, 37029 San Pietro in Cariano (VR)',
};
