import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import { CallableError } from '@/lib/firebase/callable-error';
import BookingCard from './booking-card';
import {
  type BookingAnswers,
  checkoutAt,
  fails,
  installCardBackend,
  seats,
  useFixedClock,
} from '@/features/booking/testing/booking-backend';
import { fillReadyForm, submitButton } from '@/features/booking/testing/booking-steps';
import { renderBooking } from '@/features/booking/testing/render-booking';

const install = (answers: BookingAnswers) =>
  installCardBackend({ '2026-11-28': 4, '2026-11-29': 0, '2026-12-05': 12 }, answers);

const participants = () => screen.getByRole('combobox', { name: 'Numero di partecipanti' });

describe('booking card', () => {
  useFixedClock();

  it('asks for the seats only when the visitor reaches for a date', async () => {
    const backend = install({});
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" />);
    expect(backend.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Data del tour/ }));
    await waitFor(() => expect(backend.callsTo('availability')).toHaveLength(1));
  });

  it('disables past and non-weekend dates, marks full ones; weeks start on Monday in Italian', async () => {
    install({});
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" />);
    await user.click(screen.getByRole('button', { name: /Data del tour/ }));
    const grid = await screen.findByRole('grid');
    // The weekday row is hidden from assistive technology (each day's name says its weekday).
    expect(grid.querySelector('thead th')).toHaveAttribute('aria-label', 'lunedì');
    expect(screen.getByRole('button', { name: /21 novembre 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /25 novembre 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /27 novembre 2026/ })).toBeEnabled();
    // A full date stays selectable, for the waiting list, and says it is full.
    const full = await screen.findByRole('button', { name: /29 novembre 2026, al completo/ });
    expect(full).toBeEnabled();
    expect(screen.getByRole('button', { name: /28 novembre 2026$/ })).toBeEnabled();
    expect(screen.getByText(/Le date barrate sono al completo/)).toBeInTheDocument();
  });

  it('starts weeks on Sunday in English', async () => {
    install({});
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: /Tour date/ }));
    const grid = await screen.findByRole('grid');
    expect(grid.querySelector('thead th')).toHaveAttribute('aria-label', 'Sunday');
  });

  it('shows the remaining places of the chosen date', async () => {
    install({});
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" />);
    await user.click(screen.getByRole('button', { name: /Data del tour/ }));
    await user.click(await screen.findByRole('button', { name: /28 novembre 2026/ }));
    expect(await screen.findByText('Solo 4 posti rimanenti!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Data del tour/ }));
    await user.click(screen.getByRole('button', { name: /27 novembre 2026/ }));
    expect(await screen.findByText('20 posti disponibili')).toBeInTheDocument();
  });

  it('shows the total in euros for the chosen participants', async () => {
    install({});
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" />);
    expect(screen.getByText('130,00 €')).toBeInTheDocument();
    await user.selectOptions(participants(), '3');
    expect(screen.getByText('390,00 €')).toBeInTheDocument();
  });

  it('keeps the count on 10+ and offers to contact us', async () => {
    install({});
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    await user.selectOptions(participants(), '3');
    await user.selectOptions(participants(), '10+');
    expect(participants()).toHaveValue('3');
    expect(screen.getByText('Gruppi numerosi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contatti');
  });

  it('sends the customer name for a lone participant left blank', async () => {
    const backend = install({ createCheckoutSession: checkoutAt('http://127.0.0.1:12111/c/1') });
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" goToCheckout={vi.fn()} />);
    await fillReadyForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(backend.callsTo('createCheckoutSession')).toHaveLength(1));
    expect(backend.callsTo('createCheckoutSession')[0]?.data).toMatchObject({
      participantNames: ['Giulia Bianchi'],
      customerEmail: 'giulia@example.org',
    });
  }, 20_000);

  it('marks a malformed e-mail and sends nothing', async () => {
    const backend = install({ createCheckoutSession: checkoutAt('http://127.0.0.1:12111/c/1') });
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" />);
    await fillReadyForm(user);
    const email = screen.getByRole('textbox', { name: /^Email( \*)?$/ });
    await user.clear(email);
    await user.type(email, 'giulia@');
    await user.click(submitButton());
    expect(await screen.findByText('Inserisci un indirizzo email valido.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(backend.callsTo('createCheckoutSession')).toHaveLength(0);
  }, 20_000);

  it('maps a capacity refusal, refreshes the seats and keeps what was typed', async () => {
    const backend = install({
      createCheckoutSession: fails(
        new CallableError('No seats [409]', 'CAPACITY_EXCEEDED', 'failed-precondition'),
      ),
    });
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" />);
    await fillReadyForm(user);
    const seatQueries = backend.callsTo('availability').length;
    await user.click(submitButton());
    expect(await screen.findByText('Errore di prenotazione')).toBeInTheDocument();
    expect(
      screen.getByText('Non ci sono abbastanza posti disponibili per questa data'),
    ).toBeInTheDocument();
    await waitFor(() => expect(backend.callsTo('availability').length).toBe(seatQueries + 1));
    expect(screen.getByRole('textbox', { name: /^Email( \*)?$/ })).toHaveValue(
      'giulia@example.org',
    );
    expect(screen.getByText(/Iscrizione verificata/)).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Prenota e paga');
  }, 20_000);

  it('says a connection is needed when the device is offline', async () => {
    install({
      createCheckoutSession: fails(new CallableError('internal [0]', 'INTERNAL', 'internal')),
    });
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" />);
    await fillReadyForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Nessuna connessione')).toBeInTheDocument();
    expect(screen.getByText(/I dati inseriti restano nel modulo/)).toBeInTheDocument();
  }, 20_000);

  it('gives way to a notice and the tours for an event whose dates are all past', async () => {
    install({ availability: seats({}, DEFAULT_SCHEDULES.castagne) });
    await renderBooking(<BookingCard tourId="castagne" />);
    expect(await screen.findByText('Questo evento è concluso.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'scopri i tour' })).toHaveAttribute('href', '/tour');
    expect(screen.queryByRole('form', { name: 'Modulo di prenotazione' })).toBeNull();
  });

  it('follows the live schedule: a date staff added, a day they closed', async () => {
    const schedule = {
      ...DEFAULT_SCHEDULES['emotion-in-villa'],
      dates: ['2026-11-25'],
      closedDates: ['2026-11-28'],
    };
    install({ availability: seats({}, schedule) });
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" />);
    await user.click(screen.getByRole('button', { name: /Data del tour/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /25 novembre 2026/ })).toBeEnabled(),
    );
    expect(screen.getByRole('button', { name: /28 novembre 2026/ })).toBeDisabled();
  });

  it('offers contact instead of the form while online booking is paused', async () => {
    const paused = { ...DEFAULT_SCHEDULES['emotion-in-villa'], bookable: false };
    install({ availability: seats({}, paused) });
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" />);
    await user.click(screen.getByRole('button', { name: /Data del tour/ }));
    expect(
      await screen.findByText('La prenotazione online di questo tour è sospesa.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contatti');
    expect(screen.queryByRole('form', { name: 'Modulo di prenotazione' })).toBeNull();
  });
});
