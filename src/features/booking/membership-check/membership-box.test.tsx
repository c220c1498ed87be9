import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatEuros } from '@/domain/format';
import { totalPriceCents } from '@/domain/money';
import { TOURS } from '@/domain/tours';
import { serveCalls } from '@/test/call-function-double';
import { CallableError } from '@/lib/firebase/callable-error';
import BookingCard from '@/features/booking/card/booking-card';
import {
  fails,
  installBackend,
  member,
  seats,
  useFixedClock,
} from '@/features/booking/testing/booking-backend';
import { pickDate, submitButton, verifyMember } from '@/features/booking/testing/booking-steps';
import { renderBooking } from '@/features/booking/testing/render-booking';

function useBackend(verify: Parameters<typeof installBackend>[0]['verifyMember']) {
  const backend = installBackend({ availability: seats({}), verifyMember: verify });
  return backend;
}

const nameField = () => screen.getByRole('textbox', { name: 'Nome e cognome del socio' });
const memberBox = () => screen.getByRole('checkbox', { name: "Sono socio dell'associazione" });

describe('membership box', () => {
  useFixedClock();

  it('starts unchecked with a prompt to sign up on the forms page, in a new tab', async () => {
    useBackend(member({ status: 'not_found' }));
    await renderBooking(<BookingCard tourId="pojega" />);
    expect(memberBox()).not.toBeChecked();
    expect(
      screen.getByText(/Per partecipare ai tour è necessario essere soci/),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Iscriviti dalla pagina Modulistica/ });
    expect(link).toHaveAttribute('href', '/modulistica');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Verifica' })).not.toBeInTheDocument();
  });

  it('disables Verify while the name is empty and says a full name is needed', async () => {
    useBackend(member({ status: 'not_found' }));
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    await user.click(memberBox());
    expect(screen.getByRole('button', { name: 'Verifica' })).toBeDisabled();
    expect(screen.getByText('Nome completo richiesto per la verifica')).toBeInTheDocument();
    await user.type(nameField(), '   ');
    expect(screen.getByRole('button', { name: 'Verifica' })).toBeDisabled();
  });

  it('verifies the normalised name for the chosen date, and editing the name clears it', async () => {
    const backend = useBackend(member({ status: 'found' }));
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" />);
    await pickDate(user, /28 novembre 2026/);
    await verifyMember(user, '  Giulia   BIANCHI ');
    expect(await screen.findByText(/Iscrizione verificata/)).toBeInTheDocument();
    expect(backend.callsTo('verifyMember')[0]?.data).toEqual({
      memberName: 'giulia bianchi',
      onDate: '2026-11-28',
    });
    await user.type(nameField(), 'x');
    expect(screen.queryByText(/Iscrizione verificata/)).not.toBeInTheDocument();
  });

  it('says what to do about a name not found, and keeps the submit blocked', async () => {
    useBackend(member({ status: 'not_found' }));
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    await pickDate(user, /28 novembre 2026/);
    await verifyMember(user, 'Mario Nessuno');
    expect(await screen.findByText(/Nessun socio registrato con questo nome/)).toHaveTextContent(
      'Nessun socio registrato con questo nome. Controlla di averlo scritto come nella tua iscrizione, oppure iscriviti dalla pagina Modulistica (si apre in una nuova scheda) o contattaci.',
    );
    expect(screen.queryByText(/procederemo/)).not.toBeInTheDocument();
    const join = screen.getByRole('link', { name: /^iscriviti dalla pagina Modulistica/ });
    expect(join).toHaveAttribute('href', '/modulistica');
    expect(join).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'contattaci' })).toHaveAttribute('href', '/contatti');
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submitButton());
    expect(
      await screen.findByText('Inserisci il tuo nome e verifica la tua iscrizione'),
    ).toBeInTheDocument();
  });

  it('says the same in English', async () => {
    useBackend(member({ status: 'not_found' }));
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />, { locale: 'en' });
    await user.click(screen.getByRole('checkbox', { name: 'I am a member of the association' }));
    await user.type(screen.getByRole('textbox', { name: "Member's full name" }), 'Mario Nessuno');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/No member is registered under this name/)).toHaveTextContent(
      'No member is registered under this name. Check that you wrote it as in your membership, or join on the Forms page (opens in a new tab) or contact us.',
    );
    expect(screen.getByRole('link', { name: /^join on the Forms page/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contatti');
  });

  it('lets a lapsed member renew: asks for the e-mail first, then books on the renewal', async () => {
    const backend = installBackend({
      availability: seats({}),
      verifyMember: member({ status: 'lapsed' }),
      requestRenewal: () => ({ id: 'renewal-7', provisionalBooking: true }),
    });
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    await verifyMember(user, 'Paolo Verdi');
    expect(
      await screen.findByText(/La tua iscrizione è scaduta: rinnovala per prenotare/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Iscrizione verificata/)).not.toBeInTheDocument();
    // A lapsed member renews; joining anew is not what they need.
    expect(screen.queryByRole('button', { name: /iscriviti ora/ })).not.toBeInTheDocument();

    // No e-mail in the card yet: the e-mail field says so, and nothing is sent.
    await user.click(screen.getByRole('button', { name: "Rinnova l'iscrizione" }));
    const email = screen.getByRole('textbox', { name: /^Email( \*)?$/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Inserisci un indirizzo email valido.');
    expect(backend.callsTo('requestRenewal')).toHaveLength(0);

    await user.type(email, 'paolo@example.org');
    await user.click(screen.getByRole('button', { name: "Rinnova l'iscrizione" }));
    const verdict = await screen.findByText('Domanda inviata: in attesa di delibera');
    expect(backend.callsTo('requestRenewal')[0]?.data).toEqual({
      via: 'card',
      memberName: 'Paolo Verdi',
      email: 'paolo@example.org',
      locale: 'it',
    });
    // The button pressed is gone: the focus is on the verdict, which says what happened.
    expect(verdict.closest('[role="status"]')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Verifica' })).toBeDisabled();
    expect(window.sessionStorage.getItem('valpolicella:pending-application')).toContain(
      'renewal-7',
    );
  });

  it('adds the renewal’s membership fee, as the server quoted it, to the total it pays', async () => {
    installBackend({
      availability: seats({}),
      verifyMember: member({ status: 'lapsed' }),
      requestRenewal: () => ({
        id: 'renewal-8',
        provisionalBooking: true,
        fee: { year: 2027, amountCents: 5000 },
      }),
    });
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    const total = () => screen.getByText('Totale').parentElement;
    // As the page reads: the formatter's no-break space is a space to a reader.
    const euros = (cents: number) => formatEuros(cents, 'it').replace(/\s/g, ' ');
    const priceCents = totalPriceCents(TOURS.pojega, 1);
    expect(total()).toHaveTextContent(euros(priceCents));
    expect(screen.queryByText(/Quota associativa/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Email( \*)?$/ }), 'paolo@example.org');
    await verifyMember(user, 'Paolo Verdi');
    await user.click(await screen.findByRole('button', { name: "Rinnova l'iscrizione" }));
    await screen.findByText('Domanda inviata: in attesa di delibera');
    expect(screen.getByText('Quota associativa 2027').parentElement).toHaveTextContent('50,00 €');
    expect(total()).toHaveTextContent(euros(priceCents + 5000));
  });

  it('words a refused renewal in the box', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installBackend({
      availability: seats({}),
      verifyMember: member({ status: 'lapsed' }),
      requestRenewal: fails(new CallableError('nope [404]', 'MEMBER_NOT_FOUND', 'not-found')),
    });
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    await user.type(screen.getByRole('textbox', { name: /^Email( \*)?$/ }), 'paolo@example.org');
    await verifyMember(user, 'Paolo Verdi');
    await user.click(await screen.findByRole('button', { name: "Rinnova l'iscrizione" }));
    expect(
      await screen.findByText(/Non troviamo questo nome nel registro dei soci/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/in attesa di delibera/)).not.toBeInTheDocument();
  });

  it('clears name, verdict and error when the box is unchecked', async () => {
    useBackend(fails(new CallableError('boom [500]', 'INTERNAL', 'internal')));
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    await verifyMember(user, 'Giulia Bianchi');
    expect(
      await screen.findByText('Errore durante la verifica. Contattaci per assistenza.'),
    ).toBeInTheDocument();
    await user.click(memberBox());
    expect(screen.queryByRole('textbox', { name: 'Nome e cognome del socio' })).toBeNull();
    await user.click(memberBox());
    expect(nameField()).toHaveValue('');
    expect(screen.queryByText(/Errore durante la verifica/)).not.toBeInTheDocument();
  });

  it('explains a rate limit and an offline device', async () => {
    const backend = useBackend(
      fails(new CallableError('Slow down [429]', 'RATE_LIMITED', 'resource-exhausted')),
    );
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    await verifyMember(user, 'Giulia Bianchi');
    expect(await screen.findByText(/Troppi tentativi di verifica/)).toBeInTheDocument();
    serveCalls({
      verifyMember: fails(new CallableError('internal [0]', 'INTERNAL', 'internal')),
    });
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText(/Sei offline/)).toBeInTheDocument();
    expect(backend.callsTo('verifyMember')).toHaveLength(1);
  });

  it('asks again when the date changes after a verification', async () => {
    const backend = useBackend(member({ status: 'found' }));
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    await verifyMember(user, 'Giulia Bianchi');
    await screen.findByText(/Iscrizione verificata/);
    await pickDate(user, /28 novembre 2026/);
    await waitFor(() => expect(backend.callsTo('verifyMember')).toHaveLength(2));
    expect(backend.callsTo('verifyMember')[1]?.data).toEqual({
      memberName: 'giulia bianchi',
      onDate: '2026-11-28',
    });
    expect(await screen.findByText(/Iscrizione verificata/)).toBeInTheDocument();
  });

  it('judges an earlier date itself once a later one was verified', async () => {
    const backend = useBackend(member({ status: 'found' }));
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    await pickDate(user, /29 novembre 2026/);
    await verifyMember(user, 'Giulia Bianchi');
    await screen.findByText(/Iscrizione verificata/);
    await pickDate(user, /28 novembre 2026/);
    expect(screen.getByText(/Iscrizione verificata/)).toBeInTheDocument();
    expect(backend.callsTo('verifyMember')).toHaveLength(1);
  });

  it('judges a later date itself once an earlier one was lapsed', async () => {
    const backend = useBackend(member({ status: 'lapsed' }));
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    await pickDate(user, /28 novembre 2026/);
    await verifyMember(user, 'Paolo Verdi');
    expect(await screen.findByText(/non è valida per il 28 novembre 2026/)).toBeInTheDocument();
    await pickDate(user, /29 novembre 2026/);
    expect(await screen.findByText(/non è valida per il 29 novembre 2026/)).toBeInTheDocument();
    expect(backend.callsTo('verifyMember')).toHaveLength(1);
  });

  it('keeps the verified member for the session: the next card starts verified, unasked', async () => {
    const backend = useBackend(member({ status: 'found' }));
    const user = userEvent.setup();
    const first = await renderBooking(<BookingCard tourId="pojega" />);
    await pickDate(user, /28 novembre 2026/);
    await verifyMember(user, 'Giulia Bianchi');
    await screen.findByText(/Iscrizione verificata/);
    first.unmount();

    await renderBooking(<BookingCard tourId="colombare" />);
    expect(memberBox()).toBeChecked();
    expect(nameField()).toHaveValue('Giulia Bianchi');
    // Today is covered (28 November was); the register is not asked again.
    expect(await screen.findByText(/Iscrizione verificata/)).toBeInTheDocument();
    expect(backend.callsTo('verifyMember')).toHaveLength(1);

    // Unchecking the box forgets the member for the session too.
    await user.click(memberBox());
    expect(window.sessionStorage.length).toBe(0);
  });
});
