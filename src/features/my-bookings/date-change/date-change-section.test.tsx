import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '@/domain/api/availability';
import type { DateChangeView } from '@/domain/api/booking-change-view';
import type { Locale } from '@/domain/locale';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { answerCalls } from '@/test/call-function-double';
import { DateChangeSection } from './date-change-section';

const AVAILABILITY: AvailabilityResponse = {
  tourId: 'emotion-in-villa',
  schedule: DEFAULT_SCHEDULES['emotion-in-villa'],
  dates: ['2026-12-05', '2026-12-06', '2026-12-12'],
  // The 6th has one seat: too few for a party of two.
  remainingByDate: { '2026-12-05': 10, '2026-12-06': 1, '2026-12-12': 5 },
  asOf: '2026-11-23T09:00:00.000Z',
};

/** The server as the dialog sees it: the tour's seats, then the move's answer (or refusal). */
function backend(move: () => Promise<unknown>) {
  return answerCalls((name) => (name === 'availability' ? AVAILABILITY : move()));
}

const render = (dateChange: DateChangeView, locale: Locale = 'it') =>
  renderWithProviders(
    <DateChangeSection
      handle={{ token: 'AbCdEfGh1234.sig' }}
      booking={{
        tourId: 'emotion-in-villa',
        tourName: 'E-Motion in Villa',
        selectedDate: '2026-12-05',
        participants: 2,
        dateChange,
      }}
      whenNotAllowed="Puoi ancora annullare la prenotazione."
    />,
    { locale },
  );

const ALLOWED = { allowed: true, freeUntil: '2026-12-02T08:00:00.000Z' };

/** The calendar's day button showing `day` (its number). */
const dayButton = (dialog: HTMLElement, day: string) =>
  within(dialog)
    .getAllByRole('button')
    .find((button) => button.textContent === day && button.closest('td'))!;

describe('Cambia data', () => {
  it('offers only the dates with room, confirms, then shows the new date and ticket', async () => {
    const calls = backend(async () => ({
      selectedDate: '2026-12-12',
      status: 'paid',
      ticket: 'v1.ticket',
    }));
    await render(ALLOWED);
    expect(calls).toEqual([]);
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: /^Cambia data/ });
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: 'Cambia data' })).toHaveFocus();
    await waitFor(() => expect(dayButton(dialog, '12')).toBeEnabled());
    expect(dayButton(dialog, '6')).toBeDisabled();
    expect(dayButton(dialog, '5')).toBeDisabled();
    const next = within(dialog).getByRole('button', { name: 'Continua' });
    expect(next).toBeDisabled();

    await user.click(dayButton(dialog, '12'));
    await user.click(next);
    expect(screen.getByRole('heading', { name: 'Confermi la nuova data?' })).toHaveFocus();
    expect(dialog).toHaveTextContent('dal sabato 5 dicembre 2026 al sabato 12 dicembre 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma il cambio' }));

    expect(await screen.findByRole('heading', { name: 'Data cambiata' })).toHaveFocus();
    expect(dialog).toHaveTextContent('La prenotazione è ora per sabato 12 dicembre 2026.');
    expect(calls.find((call) => call.name === 'changeBookingDate')).toEqual({
      name: 'changeBookingDate',
      data: { booking: { token: 'AbCdEfGh1234.sig' }, newDate: '2026-12-12' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('tells a refusal in English on the calendar, to choose again', async () => {
    backend(async () => {
      throw new CallableError('full', 'CAPACITY_EXCEEDED', 'failed-precondition');
    });
    await render(ALLOWED, 'en');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Change date/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dayButton(dialog, '12')).toBeEnabled());
    await user.click(dayButton(dialog, '12'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There are not enough places available for this date',
    );
    expect(within(dialog).getByRole('group', { name: 'New date' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says why the date can no longer change, and points to the cancellation', async () => {
    const calls = backend(async () => null);
    await render({ allowed: false, freeUntil: '2026-12-02T08:00:00.000Z' });
    expect(screen.queryByRole('button', { name: /Cambia data/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(/La data si può cambiare gratuitamente fino a 72 ore prima della partenza/),
    ).toHaveTextContent('Puoi ancora annullare la prenotazione.');
    expect(calls).toEqual([]);
  });
});
