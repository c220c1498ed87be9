import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VerifyPaymentResponse } from '@/domain/api/booking';
import { callFunction } from '@/lib/firebase/call-function';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderBooking } from '@/features/booking/testing/render-booking';
import { BookingSuccessView } from './booking-success-view';

// The site's configuration as the local stack sets it, with an advertising pixel configured.
vi.hoisted(() => {
  vi.stubEnv('VITE_FIREBASE_API_KEY', 'demo-api-key');
  vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', 'demo-valpolicella.firebaseapp.com');
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-valpolicella');
  vi.stubEnv('VITE_FIREBASE_APP_ID', 'demo-app-id');
  vi.stubEnv('VITE_META_PIXEL_ID', '1234567890');
});

const paid: VerifyPaymentResponse = {
  success: true,
  paymentStatus: 'paid',
  booking: {
    bookingId: 'bk-success-1',
    tourId: 'emotion-in-villa',
    tourName: 'E-Motion in Villa',
    selectedDate: '2026-11-28',
    participants: 2,
    customerEmail: 'giulia@example.org',
    customerPhone: '+39 333 1234567',
    totalAmountCents: 26000,
    currency: 'eur',
    status: 'paid',
    waivers: [],
  },
};

function answer(result: VerifyPaymentResponse | Error) {
  vi.mocked(callFunction).mockImplementation((async () => {
    if (result instanceof Error) throw result;
    return result;
  }) as typeof callFunction);
}

const render = (sessionId?: string, bookingId?: string) =>
  renderBooking(
    <StrictMode>
      <BookingSuccessView sessionId={sessionId} bookingId={bookingId} />
    </StrictMode>,
  );

describe('booking success page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a membership fee paid in the same Checkout beside the tour', async () => {
    answer({
      ...paid,
      booking: { ...paid.booking!, membershipFee: { year: 2027, amountCents: 2000 } },
    });
    await render('cs_test_1', 'bk-success-1');
    await screen.findByRole('heading', { name: 'Prenotazione Confermata!' });
    const row = (term: string) => screen.getByText(term).parentElement;
    expect(row('Quota associativa 2027 pagata')).toHaveTextContent('20,00 €');
    expect(row('Tour')).toHaveTextContent('260,00 €');
    expect(row('Totale pagato')).toHaveTextContent('280,00 €');
  });

  it('verifies once, then shows the confirmed booking and sends the purchase event', async () => {
    answer(paid);
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    await render('cs_test_1', 'bk-success-1');
    expect(screen.getByRole('status')).toHaveTextContent('Stiamo verificando il pagamento...');
    expect(
      await screen.findByRole('heading', { name: 'Prenotazione Confermata!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('sabato 28 novembre 2026')).toBeInTheDocument();
    expect(screen.getByText('giulia@example.org')).toBeInTheDocument();
    expect(screen.getByText('+39 333 1234567')).toBeInTheDocument();
    expect(screen.getByText('260,00 €')).toBeInTheDocument();
    expect(screen.getAllByText('Pagamento confermato!').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contatti');
    expect(screen.getByRole('heading', { name: 'Cosa succede ora?' })).toBeInTheDocument();
    expect(callFunction).toHaveBeenCalledTimes(1);
    expect(callFunction).toHaveBeenCalledWith(
      'verifyPayment',
      { sessionId: 'cs_test_1', bookingId: 'bk-success-1' },
      expect.anything(),
    );
    await waitFor(() => expect(fbq).toHaveBeenCalledTimes(1));
    expect(fbq).toHaveBeenCalledWith('track', 'Purchase', {
      value: 260,
      currency: 'EUR',
      content_name: 'E-Motion in Villa',
    });
  });

  it("lists the participants' waivers: the booker signs their own at once, shares the others", async () => {
    const link = (index: number) =>
      `https://tours.example/liberatoria?token=bk-success-1.${index}.sig`;
    answer({
      ...paid,
      booking: paid.booking && {
        ...paid.booking,
        waivers: [
          { participantIndex: 0, name: 'Giulia Bianchi', state: 'missing', signUrl: link(0) },
          { participantIndex: 1, name: 'Marco Rossi', state: 'missing', signUrl: link(1) },
        ],
      },
    });
    await render('cs_test_5', 'bk-success-1');
    const waivers = await screen.findByRole('region', { name: 'Liberatorie dei partecipanti' });
    expect(within(waivers).getByRole('link', { name: 'Firma ora la tua' })).toHaveAttribute(
      'href',
      link(0),
    );
    expect(
      within(waivers).getByRole('link', { name: 'Firma la liberatoria di Marco Rossi' }),
    ).toHaveAttribute('href', link(1));
    expect(
      within(waivers).getByRole('button', { name: 'Condividi il link di Marco Rossi' }),
    ).toBeVisible();
  });

  it('warns when the payment is not confirmed', async () => {
    answer({ success: false, paymentStatus: 'pending', booking: null });
    await render('cs_test_2', 'bk-2');
    expect(await screen.findByRole('heading', { name: 'Attenzione' })).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Il pagamento potrebbe non essere andato a buon fine. Verifica la tua email.',
      ).length,
    ).toBeGreaterThan(0);
  });

  it('reports a failed verification call', async () => {
    answer(new CallableError('boom [500]', 'INTERNAL', 'internal'));
    await render('cs_test_3', 'bk-3');
    expect(await screen.findByRole('heading', { name: 'Errore di verifica' })).toBeInTheDocument();
    expect(callFunction).toHaveBeenCalledTimes(1);
  });

  it('makes no call when a parameter is missing', async () => {
    answer(paid);
    await render('cs_test_4', undefined);
    expect(screen.getByRole('heading', { name: 'Errore' })).toBeInTheDocument();
    expect((await screen.findAllByText('Parametri di verifica mancanti')).length).toBeGreaterThan(
      0,
    );
    expect(callFunction).not.toHaveBeenCalled();
  });
});
