import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myBookingsResponseSchema, type MyRental } from '@/domain/api/my-bookings';
import { renderAtRoute } from '@/test/render-at-route';
import { MyRentalItem } from './my-rental-item';

/** A rental as the device copy of "Le mie prenotazioni" holds it: the server's JSON. */
const STORED = {
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
  receiptUrl: 'https://tours.example/ricevuta?token=rental_RnTaL0001abc.sig',
};

function fromDeviceCopy(rental: Record<string, unknown>): MyRental {
  const [parsed] = myBookingsResponseSchema.parse({
    bookings: [],
    rentals: [rental],
    asOf: '2026-11-26T10:00:00.000Z',
  }).rentals;
  if (!parsed) throw new Error('no rental parsed');
  return parsed;
}

const render = (rental: MyRental) =>
  renderAtRoute('/le-mie-prenotazioni', () => (
    <ul>
      <MyRentalItem rental={rental} />
    </ul>
  ));

describe('MyRentalItem', () => {
  it('shows the rental with links to manage it as its owner and to its receipt', async () => {
    await render(fromDeviceCopy(STORED));
    expect(screen.getByRole('heading', { name: 'Noleggio Focus Jarifa' })).toBeInTheDocument();
    expect(screen.getByText('2 × M')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Gestisci il noleggio Focus Jarifa/ }),
    ).toHaveAttribute('href', '/gestisci-noleggio?rental_id=RnTaL0001abc');
    expect(screen.getByRole('link', { name: /^Ricevuta del pagamento/ })).toHaveAttribute(
      'href',
      STORED.receiptUrl,
    );
  });

  it('offers nothing to manage once the rental is cancelled', async () => {
    await render(fromDeviceCopy({ ...STORED, status: 'cancelled', receiptUrl: undefined }));
    expect(screen.queryByRole('link', { name: /Gestisci il noleggio/ })).not.toBeInTheDocument();
  });

  it('reads a device copy from before rentals as having none', () => {
    expect(
      myBookingsResponseSchema.parse({ bookings: [], asOf: '2026-11-26T10:00:00.000Z' }).rentals,
    ).toEqual([]);
  });
});
