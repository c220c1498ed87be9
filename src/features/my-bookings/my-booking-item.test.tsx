import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myBookingsResponseSchema, type MyBooking } from '@/domain/api/my-bookings';
import { renderAtRoute } from '@/test/render-at-route';
import { MyBookingItem } from './my-booking-item';

const signUrl = (index: number) =>
  `https://tours.example/liberatoria?token=AbCdEfGh1234.${index}.sig`;

/** A booking as the device copy of "Le mie prenotazioni" holds it: the server's JSON. */
const STORED = {
  bookingId: 'AbCdEfGh1234',
  tourId: 'pojega',
  tourName: 'Pojega Tour',
  selectedDate: '2026-11-28',
  participants: 3,
  participantNames: ['Giulia Bianchi', 'Luca Bianchi', 'Marco Rossi'],
  customerName: 'Giulia Bianchi',
  status: 'paid',
  amountTotalCents: 24_000,
  currency: 'eur',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:02:00.000Z',
  startsAt: '2026-11-28T08:00:00.000Z',
  waivers: [
    { participantIndex: 0, name: 'Giulia Bianchi', state: 'signed', signUrl: signUrl(0) },
    { participantIndex: 1, name: 'Luca Bianchi', state: 'guardian_signed', signUrl: signUrl(1) },
    { participantIndex: 2, name: 'Marco Rossi', state: 'missing', signUrl: signUrl(2) },
  ],
};

/** Read back as the page reads its copy: through the response's schema. */
function fromDeviceCopy(booking: Record<string, unknown>): MyBooking {
  const [parsed] = myBookingsResponseSchema.parse({
    bookings: [booking],
    asOf: '2026-11-26T10:00:00.000Z',
  }).bookings;
  if (!parsed) throw new Error('no booking parsed');
  return parsed;
}

async function render(booking: MyBooking) {
  await renderAtRoute('/le-mie-prenotazioni', () => (
    <ul data-testid="page">
      <MyBookingItem booking={booking} />
    </ul>
  ));
  await screen.findByTestId('page');
}

const rowOf = (name: string) =>
  within(screen.getByRole('region', { name: 'Liberatorie dei partecipanti' }))
    .getByText(name)
    .closest('li') as HTMLElement;

describe('MyBookingItem', () => {
  it("shows each participant's waiver, with a link and a share button for those to sign", async () => {
    await render(fromDeviceCopy(STORED));
    expect(within(rowOf('Giulia Bianchi')).getByText('Firmata')).toBeInTheDocument();
    expect(
      within(rowOf('Luca Bianchi')).getByText('Firmata dal genitore o tutore'),
    ).toBeInTheDocument();
    expect(within(rowOf('Marco Rossi')).getByText('Da firmare')).toBeInTheDocument();
    expect(
      within(rowOf('Marco Rossi')).getByRole('link', {
        name: 'Firma la liberatoria di Marco Rossi',
      }),
    ).toHaveAttribute('href', signUrl(2));
    expect(
      within(rowOf('Marco Rossi')).getByRole('button', {
        name: 'Condividi il link di Marco Rossi',
      }),
    ).toBeVisible();
    expect(within(rowOf('Giulia Bianchi')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('still shows a copy saved before the waivers were part of it', async () => {
    const { waivers: _left, ...older } = STORED;
    await render(fromDeviceCopy(older));
    expect(screen.getByRole('heading', { name: 'Pojega Tour' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Apri il biglietto/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Liberatorie dei partecipanti' }),
    ).not.toBeInTheDocument();
  });

  it('lists no waivers for a cancelled booking', async () => {
    await render(fromDeviceCopy({ ...STORED, status: 'cancelled' }));
    expect(
      screen.queryByRole('region', { name: 'Liberatorie dei partecipanti' }),
    ).not.toBeInTheDocument();
  });
});
