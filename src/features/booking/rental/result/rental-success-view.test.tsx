import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VerifyRentalPaymentResponse } from '@/domain/api/rental';
import type { Locale } from '@/domain/locale';
import { callFunction } from '@/lib/firebase/call-function';
import { renderBooking } from '@/features/booking/testing/render-booking';
import {
  expectRiderWaiverRows,
  PAID_RENTAL,
  RIDER_WAIVERS,
  riderSignUrl,
} from '@/test/paid-rental';
import { RentalSuccessView } from './rental-success-view';

const paid: VerifyRentalPaymentResponse = {
  success: true,
  paymentStatus: 'paid',
  rental: {
    ...PAID_RENTAL,
    waivers: RIDER_WAIVERS,
  },
};

const answer = (result: VerifyRentalPaymentResponse) =>
  vi.mocked(callFunction).mockResolvedValue(result);

const render = (locale: Locale = 'it') =>
  renderBooking(
    <RentalSuccessView sessionId="cs_test_1" rentalId="RnTaL0001abc" renderTicket={() => null} />,
    { locale },
  );

describe('rental success page', () => {
  it("shows each rider's waiver, with the links of those still to sign", async () => {
    answer(paid);
    await render();
    await screen.findByRole('heading', { name: 'Noleggio confermato!' });
    const section = screen.getByRole('region', { name: 'Liberatorie dei partecipanti' });
    const marco = expectRiderWaiverRows(section);
    expect(
      within(marco).getByRole('button', { name: 'Condividi il link di Marco Rossi' }),
    ).toBeVisible();
  });

  it('shows the states alone where the server sends no links', async () => {
    answer({
      ...paid,
      rental: {
        ...paid.rental!,
        customerEmail: 'g***@example.org',
        waivers: paid.rental!.waivers.map(({ signUrl: _link, ...waiver }) => waiver),
      },
    });
    await render();
    const section = await screen.findByRole('region', { name: 'Liberatorie dei partecipanti' });
    expect(within(section).getByText('Da firmare')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it("speaks English about the riders' waivers on the English site", async () => {
    answer(paid);
    await render('en');
    await screen.findByRole('heading', { name: 'Rental confirmed!' });
    const section = screen.getByRole('region', { name: "Participants' waivers" });
    expect(
      within(section).getByText(/Each rider signs their own waiver before picking up the bikes/),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Sign the waiver for Marco Rossi' }),
    ).toHaveAttribute('href', riderSignUrl(1));
  });

  it('asks for nothing without its parameters, and says when the payment could not be checked', async () => {
    await renderBooking(
      <RentalSuccessView sessionId={undefined} rentalId="RnTaL0001abc" renderTicket={() => null} />,
    );
    expect(await screen.findByText('Parametri di verifica mancanti')).toBeInTheDocument();
    expect(callFunction).not.toHaveBeenCalled();

    vi.mocked(callFunction).mockRejectedValue(new Error('offline'));
    await render();
    expect(await screen.findByRole('heading', { name: 'Errore di verifica' })).toBeInTheDocument();
  });
});
