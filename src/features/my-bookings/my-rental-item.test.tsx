import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/domain/locale';
import { myBookingsResponseSchema, type MyRental } from '@/domain/api/my-bookings';
import { renderAtRoute } from '@/test/render-at-route';
import {
  expectRiderWaiverRows,
  PAID_RENTAL,
  RIDER_WAIVERS,
  riderSignUrl,
} from '@/test/paid-rental';
import { MyRentalItem } from './my-rental-item';

/** A rental as the device copy of "Le mie prenotazioni" holds it: the server's JSON. */
const STORED = {
  ...PAID_RENTAL,
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

const render = (rental: MyRental, locale: Locale = 'it') =>
  renderAtRoute(
    '/le-mie-prenotazioni',
    () => (
      <ul>
        <MyRentalItem rental={rental} />
      </ul>
    ),
    { locale },
  );

const waiversSection = (name: string) => screen.getByRole('region', { name }) as HTMLElement;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

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

  it("lists each rider's waiver, with a signing and a share link for those still to sign", async () => {
    await render(fromDeviceCopy({ ...STORED, waivers: RIDER_WAIVERS }));
    const section = waiversSection('Liberatorie dei partecipanti');
    expectRiderWaiverRows(section);
    expect(
      within(section).getByText(/Ogni ciclista firma la propria liberatoria prima del ritiro/),
    ).toBeInTheDocument();
  });

  it("shares a rider's link with a message about the rental", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    await render(fromDeviceCopy({ ...STORED, waivers: RIDER_WAIVERS }));
    await user.click(screen.getByRole('button', { name: 'Condividi il link di Marco Rossi' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Liberatoria: Focus Jarifa',
      text: 'Marco Rossi, firma la liberatoria per il noleggio Focus Jarifa (sabato 5 dicembre 2026): serve prima del ritiro delle bici.',
      url: riderSignUrl(1),
    });
  });

  it('shows no waivers when the server sends none (the rental is over or cancelled)', async () => {
    await render(fromDeviceCopy({ ...STORED, status: 'cancelled', waivers: [] }));
    expect(screen.queryByText('Liberatorie dei partecipanti')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Firma la liberatoria/ })).not.toBeInTheDocument();
  });

  it("speaks English about the riders' waivers on the English site", async () => {
    await render(fromDeviceCopy({ ...STORED, waivers: RIDER_WAIVERS }), 'en');
    const section = waiversSection("Participants' waivers");
    expect(within(section).getByText('To sign')).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Sign the waiver for Marco Rossi' }),
    ).toHaveAttribute('href', riderSignUrl(1));
    expect(
      within(section).getByText(/Each rider signs their own waiver before picking up the bikes/),
    ).toBeInTheDocument();
  });

  it('reads a device copy from before rentals as having none', () => {
    expect(
      myBookingsResponseSchema.parse({ bookings: [], asOf: '2026-11-26T10:00:00.000Z' }).rentals,
    ).toEqual([]);
  });
});
