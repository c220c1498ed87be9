import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistOfferResponse } from '@/domain/api/waitlist';
import { CallableError } from '@/lib/firebase/callable-error';
import BookingCard from '@/features/booking/card/booking-card';
import {
  type BookingAnswers,
  checkoutAt,
  fails,
  installCardBackend,
  useFixedClock,
} from '@/features/booking/testing/booking-backend';
import {
  acceptTerms,
  pickDate,
  put,
  submitButton,
  verifyMember,
} from '@/features/booking/testing/booking-steps';
import { renderBooking } from '@/features/booking/testing/render-booking';
import { keepOfferLinkForTab } from './offer-link-arrival';

const TOKEN = 'entry-7.c2lnbmF0dXJlLW9mLXRoZS1vZmZlcg';
const FULL_DATE = '2026-11-29';

const install = (answers: BookingAnswers) =>
  installCardBackend({ '2026-11-28': 4, [FULL_DATE]: 0 }, answers);

const offer: WaitlistOfferResponse = {
  tourId: 'emotion-in-villa',
  date: FULL_DATE,
  partySize: 2,
  name: 'Anna Verdi',
  email: 'anna@example.org',
  heldUntil: '2026-11-22T22:00:00.000Z',
};

/** The page opened by the offer mail's link: the app starts by moving the token out of the address. */
function arriveByOfferLink() {
  window.history.replaceState(null, '', `/tour/emotion-in-villa?offerta=${TOKEN}`);
  keepOfferLinkForTab();
  return { path: '/tour/emotion-in-villa' };
}

async function openWaitlist() {
  const user = userEvent.setup();
  await renderBooking(<BookingCard tourId="emotion-in-villa" />);
  await put(user, screen.getByRole('textbox', { name: /^Nome e cognome( \*)?$/ }), 'Anna Verdi');
  await user.click(screen.getByRole('button', { name: /Data del tour/ }));
  // Marked full once the seats have arrived.
  await user.click(await screen.findByRole('button', { name: /29 novembre 2026, al completo/ }));
  const heading = await screen.findByRole('heading', { name: 'Avvisami se si libera un posto' });
  const form = within(screen.getByRole('form', { name: "Lista d'attesa" }));
  return { user, heading, form };
}

/** Sends the waiting list's form with an address the server refuses with `error`. */
async function joinRefusedOnEmail(error: CallableError) {
  install({ joinWaitlist: fails(error) });
  const { user, form } = await openWaitlist();
  const email = form.getByRole('textbox', { name: /Email/ });
  await put(user, email, 'anna@example.org');
  await user.click(form.getByRole('button', { name: "Mettimi in lista d'attesa" }));
  return { form, email };
}

describe('waiting list on the booking card', () => {
  useFixedClock();
  afterEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('offers the waiting list on a full date instead of the checkout, and says the place in line', async () => {
    const backend = install({ joinWaitlist: () => ({ position: 3 }) });
    const { user, form } = await openWaitlist();
    expect(screen.queryByRole('button', { name: /Prenota e paga/ })).not.toBeInTheDocument();
    // What the card had is carried over; the language is the page's.
    expect(form.getByRole('textbox', { name: /Nome e cognome/ })).toHaveValue('Anna Verdi');
    expect(form.getByRole('combobox', { name: /Lingua delle e-mail/ })).toHaveValue('it');

    // Refused on the field, with the focus on it, and nothing sent.
    await user.click(form.getByRole('button', { name: "Mettimi in lista d'attesa" }));
    const email = form.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText(/Inserisci un indirizzo email valido/)).toBeInTheDocument();
    expect(backend.callsTo('joinWaitlist')).toHaveLength(0);

    await put(user, email, 'anna@example.org');
    await user.selectOptions(form.getByRole('combobox', { name: /Numero di partecipanti/ }), '2');
    await user.selectOptions(form.getByRole('combobox', { name: /Lingua delle e-mail/ }), 'en');
    await user.click(form.getByRole('button', { name: "Mettimi in lista d'attesa" }));

    const joined = await screen.findByText(
      /Quasi fatto: conferma dalla mail che ti abbiamo scritto a anna@example.org/,
      {},
    );
    expect(joined.closest('[role="status"]')).toHaveFocus();
    expect(joined.closest('[role="status"]')).toHaveTextContent(
      /entro 24 ore: solo allora entri in lista per domenica 29 novembre 2026 \(oggi saresti il n\. 3\)/,
    );
    expect(backend.callsTo('joinWaitlist')[0]?.data).toEqual({
      tourId: 'emotion-in-villa',
      date: FULL_DATE,
      name: 'Anna Verdi',
      email: 'anna@example.org',
      partySize: 2,
      locale: 'en',
    });
  }, 30_000);

  it('says on the e-mail field that the address is already in line, keeping what was typed', async () => {
    const { form, email } = await joinRefusedOnEmail(
      new CallableError('already', 'ALREADY_ON_WAITLIST', 'already-exists', { fields: ['email'] }),
    );
    expect(
      await form.findByText("Questo indirizzo e-mail è già in lista d'attesa per questa data."),
    ).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('anna@example.org');
    expect(form.getByRole('textbox', { name: /Nome e cognome/ })).toHaveValue('Anna Verdi');
    expect(form.getByRole('button', { name: "Mettimi in lista d'attesa" })).toBeEnabled();
  }, 30_000);

  it('says on the e-mail field that the address has had all its mails for today', async () => {
    const { form, email } = await joinRefusedOnEmail(
      new CallableError('too many', 'TOO_MANY_MAILS_TO_ADDRESS', 'resource-exhausted', {
        fields: ['email'],
      }),
    );
    expect(
      await form.findByText(
        'Questo indirizzo ha già ricevuto oggi tutte le e-mail che possiamo inviargli. Riprova domani.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('anna@example.org');
  }, 30_000);

  it('opened by an offer link, holds the date for the party and books it with the offer', async () => {
    const backend = install({
      getWaitlistOffer: () => offer,
      createCheckoutSession: checkoutAt('http://127.0.0.1:12111/checkout/cs_1'),
    });
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    await renderBooking(
      <BookingCard tourId="emotion-in-villa" goToCheckout={goToCheckout} />,
      arriveByOfferLink(),
    );
    expect(await screen.findByText(/^2 posti riservati per te fino a /)).toBeInTheDocument();
    expect(backend.callsTo('getWaitlistOffer')[0]?.data).toEqual({ token: TOKEN });
    expect(screen.getByRole('button', { name: /Data del tour/ })).toHaveTextContent(
      '29 novembre 2026',
    );
    expect(screen.getByRole('textbox', { name: /^Email( \*)?$/ })).toHaveValue('anna@example.org');
    // The held seats are the visitor's: the full date books, no waiting list.
    await screen.findByText('Solo 2 posti rimanenti!');
    expect(screen.queryByRole('heading', { name: /Avvisami/ })).not.toBeInTheDocument();

    await verifyMember(user, 'Anna Verdi');
    await screen.findByText(/Iscrizione verificata/);
    await acceptTerms(user);
    await user.click(screen.getByRole('checkbox', { name: /Dichiaro che ogni partecipante/ }));
    await put(user, screen.getByRole('textbox', { name: /Partecipante 1/ }), 'Anna Verdi');
    await put(user, screen.getByRole('textbox', { name: /Partecipante 2/ }), 'Luca Verdi');
    await user.click(submitButton());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(backend.callsTo('createCheckoutSession')[0]?.data).toMatchObject({
      selectedDate: FULL_DATE,
      participants: 2,
      customerName: 'Anna Verdi',
      waitlistOffer: TOKEN,
    });
  }, 30_000);

  it('says plainly when the offer has ended, and the card books as usual', async () => {
    const backend = install({
      getWaitlistOffer: fails(
        new CallableError('ended', 'WAITLIST_OFFER_ENDED', 'failed-precondition'),
      ),
      createCheckoutSession: checkoutAt('http://127.0.0.1:12111/checkout/cs_2'),
    });
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    await renderBooking(
      <BookingCard tourId="emotion-in-villa" goToCheckout={goToCheckout} />,
      arriveByOfferLink(),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Quest'offerta non è più valida: i posti non sono più riservati per te/,
    );
    expect(screen.getByRole('button', { name: /Data del tour/ })).toHaveTextContent(
      'Scegli una data',
    );
    await put(user, screen.getByRole('textbox', { name: /^Nome e cognome( \*)?$/ }), 'Anna Verdi');
    await put(user, screen.getByRole('textbox', { name: /^Email( \*)?$/ }), 'anna@example.org');
    await pickDate(user, /28 novembre 2026$/);
    await verifyMember(user, 'Anna Verdi');
    await screen.findByText(/Iscrizione verificata/);
    await acceptTerms(user);
    await user.click(screen.getByRole('checkbox', { name: /Dichiaro che ogni partecipante/ }));
    await user.click(submitButton());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(backend.callsTo('createCheckoutSession')[0]?.data).not.toHaveProperty('waitlistOffer');
  }, 30_000);
});
