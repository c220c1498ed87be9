import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { RentalSummary, RentalWithWaivers } from '@/domain/api/rental';

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

/** A rider's signing link, as the server signs it for PAID_RENTAL. */
export const riderSignUrl = (index: number) =>
  `https://tours.example/liberatoria?token=RnTaL0001abc.${index}.sig`;

/** PAID_RENTAL's riders as the server sends them while it is paid and to come: one signed. */
export const RIDER_WAIVERS = [
  { participantIndex: 0, name: 'Giulia Bianchi', state: 'signed', signUrl: riderSignUrl(0) },
  { participantIndex: 1, name: 'Marco Rossi', state: 'missing', signUrl: riderSignUrl(1) },
] satisfies RentalWithWaivers['waivers'];

/** The Italian rows of RIDER_WAIVERS: Giulia signed and without a link, Marco to sign by his. */
export function expectRiderWaiverRows(section: HTMLElement) {
  const giulia = within(section).getByText('Giulia Bianchi').closest('li') as HTMLElement;
  expect(within(giulia).getByText('Firmata')).toBeInTheDocument();
  expect(within(giulia).queryByRole('link')).not.toBeInTheDocument();
  const marco = within(section).getByText('Marco Rossi').closest('li') as HTMLElement;
  expect(within(marco).getByText('Da firmare')).toBeInTheDocument();
  expect(
    within(marco).getByRole('link', { name: 'Firma la liberatoria di Marco Rossi' }),
  ).toHaveAttribute('href', riderSignUrl(1));
  return marco;
}
