import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import BookingCard from './booking-card';
import {
  checkoutAt,
  installCardBackend,
  useFixedClock,
} from '@/features/booking/testing/booking-backend';
import { acceptTerms, pickDate, put, submitButton } from '@/features/booking/testing/booking-steps';
import { renderBooking } from '@/features/booking/testing/render-booking';

const CHECKOUT_URL = 'http://127.0.0.1:12111/checkout/cs_test_1';

async function expectNotice(user: UserEvent, title: string, description: string | RegExp) {
  await user.click(submitButton());
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(await screen.findByText(description)).toBeInTheDocument();
}

describe('booking card submit', () => {
  useFixedClock();

  it('runs the seven checks in the spec order, each with its message, then goes to checkout', async () => {
    const backend = installCardBackend(
      { '2026-11-28': 3 },
      { createCheckoutSession: checkoutAt(CHECKOUT_URL) },
    );
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" goToCheckout={goToCheckout} />);

    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await expectNotice(user, 'Data richiesta', 'Seleziona una data per la prenotazione.');

    // 2. The chosen Saturday is past by the time the visitor submits (the page stayed open).
    await pickDate(user, /28 novembre 2026/);
    vi.setSystemTime(new Date('2026-11-29T10:00:00.000Z'));
    await expectNotice(
      user,
      'Data non disponibile',
      "La data selezionata è già passata: scegline un'altra.",
    );
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));

    // 3. More participants than the 3 places left: the waiting list instead of the checkout,
    // which offers the 3 seats left; back with them, the visitor books 2.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Numero di partecipanti' }), '4');
    // The waiting-list form is loaded on first use.
    expect(
      await screen.findByRole('heading', { name: 'Avvisami se si libera un posto' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Prenota e paga/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prenota 3 posti' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Numero di partecipanti' }), '2');

    await expectNotice(user, 'Verifica socio richiesta', /Iscriviti con il modulo nella pagina/);

    await user.click(screen.getByRole('checkbox', { name: "Sono socio dell'associazione" }));
    await expectNotice(
      user,
      'Verifica socio richiesta',
      'Inserisci il tuo nome e verifica la tua iscrizione',
    );

    await put(
      user,
      screen.getByRole('textbox', { name: 'Nome e cognome del socio' }),
      'Giulia Bianchi',
    );
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    await screen.findByText(/Iscrizione verificata/);
    await expectNotice(
      user,
      'Termini e condizioni',
      'È necessario accettare i termini e condizioni per procedere',
    );

    await acceptTerms(user);
    await expectNotice(
      user,
      'Certificato medico',
      'È necessario dichiarare di possedere un certificato medico valido',
    );
    expect(backend.callsTo('createCheckoutSession')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /Dichiaro che ogni partecipante/ }));
    await put(
      user,
      screen.getByRole('textbox', { name: /^Nome e cognome( \*)?$/ }),
      'Giulia Bianchi',
    );
    await put(user, screen.getByRole('textbox', { name: /^Email( \*)?$/ }), 'giulia@example.org');
    await put(user, screen.getByRole('textbox', { name: /Partecipante 1/ }), 'Giulia Bianchi');
    await put(user, screen.getByRole('textbox', { name: /Partecipante 2/ }), 'Marco Rossi');
    expect(submitButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(submitButton());

    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(backend.callsTo('createCheckoutSession')[0]?.data).toMatchObject({
      tourId: 'emotion-in-villa',
      participants: 2,
      participantNames: ['Giulia Bianchi', 'Marco Rossi'],
      selectedDate: '2026-11-28',
      locale: 'it',
      gating: { isMember: true, memberMatch: 'found', memberId: null },
    });
    expect(submitButton()).toHaveTextContent('Elaborazione in corso...');
    // The whole form, step by step: on the shared CI machine beside the e2e stage it took 30 s.
  }, 60_000);
});
