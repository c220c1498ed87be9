import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BookingCard from '@/features/booking/card/booking-card';
import {
  checkoutAt,
  fixClock,
  installBackend,
  member,
  seats,
} from '@/features/booking/testing/booking-backend';
import { acceptTerms, pickDate, put, submitButton } from '@/features/booking/testing/booking-steps';
import { renderBooking } from '@/features/booking/testing/render-booking';
import { WithJoinForm } from './with-join-form';

const CHECKOUT_URL = 'http://127.0.0.1:12111/checkout/cs_test_1';
const joinButton = () =>
  screen.getByRole('button', { name: 'Non sono ancora socio: iscriviti ora' });
const application = () => screen.getByRole('form', { name: 'Domanda di ammissione' });
const inApplication = (label: string) =>
  within(application()).getByLabelText(new RegExp(`^${label}( \\*)?$`));

function useBackend(provisionalBooking: boolean) {
  const backend = installBackend({
    availability: seats({}),
    verifyMember: member({ status: 'not_found' }),
    submitMembership: () => ({ id: 'app-42', provisionalBooking }),
    createCheckoutSession: checkoutAt(CHECKOUT_URL),
  });
  return backend;
}

async function renderCard(goToCheckout = vi.fn()) {
  await renderBooking(
    <WithJoinForm>
      <BookingCard tourId="pojega" goToCheckout={goToCheckout} />
    </WithJoinForm>,
  );
  return userEvent.setup();
}

/** The card's own fields, typed before joining. */
async function fillCustomer(user: UserEvent) {
  await put(
    user,
    screen.getByRole('textbox', { name: /^Nome e cognome( \*)?$/ }),
    'Chiara Dell’Acqua',
  );
  await put(user, screen.getByRole('textbox', { name: /^Email( \*)?$/ }), 'chiara@example.org');
  await put(user, screen.getByRole('textbox', { name: /^Telefono/ }), '+39 333 1234567');
}

/** What the card does not know: birth, address and tax code. */
async function completeApplication(user: UserEvent) {
  const values: [string, string][] = [
    ['Codice fiscale', 'RSSMRA85T10A562S'],
    ['Luogo di nascita', 'Verona'],
    ['Data di nascita', '1985-12-10'],
    ['Indirizzo', 'Via Roma 1'],
    ['Città', 'Verona'],
    ['CAP', '37121'],
    ['Provincia', 'VR'],
  ];
  for (const [label, value] of values) await put(user, inApplication(label), value);
}

/** The visitor fills the card for Saturday, opens the application from it and sends it. */
async function applyFromCard(user: UserEvent) {
  await fillCustomer(user);
  await pickDate(user, /28 novembre 2026/);
  await user.click(joinButton());
  await screen.findByRole('form', { name: 'Domanda di ammissione' });
  await completeApplication(user);
  await user.click(screen.getByRole('button', { name: 'Invia la domanda e continua' }));
}

describe('joining the association inside the booking card', () => {
  beforeEach(() => {
    fixClock();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the application in the card with the card’s details, and closes back to the button', async () => {
    useBackend(true);
    const user = await renderCard();
    await fillCustomer(user);
    await user.click(joinButton());

    const heading = await screen.findByRole('heading', { name: "Iscriviti all'associazione" });
    expect(heading).toHaveFocus();
    // The booking form steps aside while the application is filled in.
    expect(screen.queryByRole('form', { name: 'Modulo di prenotazione' })).toBeNull();
    expect(await screen.findByRole('form', { name: 'Domanda di ammissione' })).toBeInTheDocument();
    expect(inApplication('Nome e cognome')).toHaveValue('Chiara Dell’Acqua');
    expect(inApplication('Email')).toHaveValue('chiara@example.org');
    expect(inApplication('Telefono')).toHaveValue('+39 333 1234567');
    expect(
      within(application()).getByRole('button', { name: 'Invia la domanda e continua' }),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Domanda di ammissione' })).toBeNull();
    await waitFor(() => expect(joinButton()).toHaveFocus());

    await user.click(joinButton());
    await user.click(await screen.findByRole('button', { name: 'Torna alla prenotazione' }));
    await waitFor(() => expect(joinButton()).toHaveFocus());
  });

  it('keeps the application’s own rules: an empty field is refused on the field, nothing sent', async () => {
    const backend = useBackend(true);
    const user = await renderCard();
    await fillCustomer(user);
    await user.click(joinButton());
    await screen.findByRole('form', { name: 'Domanda di ammissione' });
    await user.click(screen.getByRole('button', { name: 'Invia la domanda e continua' }));
    expect(await screen.findByText('Compila tutti i campi obbligatori')).toBeInTheDocument();
    expect(inApplication('Codice fiscale')).toHaveFocus();
    expect(backend.callsTo('submitMembership')).toHaveLength(0);
  });

  it('continues the booking on the application: the visitor books and pays as a member', async () => {
    const backend = useBackend(true);
    const goToCheckout = vi.fn();
    const user = await renderCard(goToCheckout);
    await applyFromCard(user);

    const verdict = await screen.findByText('Domanda inviata: in attesa di delibera');
    expect(backend.callsTo('submitMembership')[0]?.data).toMatchObject({
      fullName: 'Chiara Dell’Acqua',
      email: 'chiara@example.org',
      phone: '+39 333 1234567',
      taxCode: 'RSSMRA85T10A562S',
    });
    expect(screen.queryByRole('form', { name: 'Domanda di ammissione' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: "Sono socio dell'associazione" })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Nome e cognome del socio' })).toHaveValue(
      'Chiara Dell’Acqua',
    );
    await waitFor(() => expect(verdict.closest('[role="status"]')).toHaveFocus());

    await acceptTerms(user);
    await user.click(screen.getByRole('checkbox', { name: /Dichiaro che ogni partecipante/ }));
    expect(submitButton()).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(submitButton());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(backend.callsTo('createCheckoutSession')[0]?.data).toMatchObject({
      customerName: 'Chiara Dell’Acqua',
      gating: {
        isMember: true,
        memberMatch: 'pending_application',
        applicationId: 'app-42',
        memberNameEntered: 'Chiara Dell’Acqua',
      },
    });
    // The register was never asked: an applicant is not in it yet.
    expect(backend.callsTo('verifyMember')).toHaveLength(0);
  });

  it('says the board decides first when the setting is off, and keeps the booking for later', async () => {
    const backend = useBackend(false);
    const user = await renderCard();
    await applyFromCard(user);

    expect(await screen.findByText(/Domanda ricevuta/)).toHaveTextContent(
      'Domanda ricevuta. Ti scriveremo via e-mail quando il consiglio direttivo ti avrà ammesso: la prenotazione resta salvata su questo dispositivo e potrai completarla allora.',
    );
    expect(screen.queryByText(/in attesa di delibera/)).toBeNull();
    // What was typed stays in the card (and so in its draft on the device).
    expect(screen.getByRole('textbox', { name: /^Email( \*)?$/ })).toHaveValue(
      'chiara@example.org',
    );
    expect(screen.getByRole('textbox', { name: 'Nome e cognome del socio' })).toHaveValue(
      'Chiara Dell’Acqua',
    );
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submitButton());
    expect(backend.callsTo('createCheckoutSession')).toHaveLength(0);
    expect(window.sessionStorage.getItem('valpolicella:pending-application')).toBeNull();
  });
});
