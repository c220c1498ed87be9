import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManageBookingResponse } from '@/domain/api/cancellation';
import { callFunction } from '@/lib/firebase/call-function';
import { renderWithProviders } from '@/test/render-with-providers';
import { answerCalls } from '@/test/call-function-double';
import { ManageBookingPanel } from './manage-booking-panel';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const TOKEN = 'AbCdEfGh1234.sig';
const POSTPONED: ManageBookingResponse = {
  bookingId: 'AbCdEfGh1234',
  tourId: 'pojega',
  tourName: 'Pojega Tour',
  selectedDate: '2026-12-06',
  participants: 2,
  amountTotalCents: 16_000,
  status: 'paid',
  startsAt: '2026-12-06T08:00:00.000Z',
  canCancel: true,
  refund: { percent: 100, amountCents: 16_000, state: 'none' },
  postponement: { from: '2026-12-05', to: '2026-12-06', choice: 'pending' },
};

/** The server as the page sees it: the booking, then what each answer records. */
function backend(view: ManageBookingResponse) {
  return answerCalls((name, data) => {
    if (name === 'manageBooking') return view;
    const { choice } = data as { choice: 'keep' | 'refund' };
    return choice === 'keep'
      ? { choice: 'kept', status: 'paid' }
      : { choice: 'refund', status: 'cancelled' };
  });
}

/** The manage page opened from a button of the postponement mail. */
function openFromMail(rinvio: string) {
  window.history.replaceState(null, '', `/gestisci-prenotazione?rinvio=${rinvio}`);
  return renderWithProviders(<ManageBookingPanel handle={{ token: TOKEN }} />);
}

describe('postponement panel', () => {
  it('keeps the new date at once from the mail’s "keep" button', async () => {
    const calls = backend(POSTPONED);
    await openFromMail('mantieni');
    expect(
      await screen.findByText(
        'Il tour di sabato 5 dicembre 2026 è rinviato a domenica 6 dicembre 2026: la tua prenotazione è già sulla nuova data.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Hai scelto di mantenere la nuova data: domenica 6 dicembre 2026.'),
    ).toBeInTheDocument();
    expect(calls.filter(({ name }) => name === 'answerPostponement')).toEqual([
      { name: 'answerPostponement', data: { token: TOKEN, choice: 'keep' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Mantengo la nuova data' })).toBeNull();
  });

  it('asks to confirm the refund of the mail’s "refund" button before sending it', async () => {
    const calls = backend(POSTPONED);
    await openFromMail('rimborso');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Chiedere il rimborso completo?',
    });
    expect(dialog).toHaveTextContent(
      "La prenotazione viene annullata e ti rimborsiamo l'intero importo pagato: 160,00 €.",
    );
    expect(calls.map(({ name }) => name)).toEqual(['manageBooking']);
    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: 'Voglio il rimborso completo' }));
    expect(
      await screen.findByText('Hai chiesto il rimborso completo: la prenotazione è annullata.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Questa prenotazione è annullata.')).toBeInTheDocument();
    expect(calls.slice(1)).toEqual([
      { name: 'answerPostponement', data: { token: TOKEN, choice: 'refund' } },
    ]);
  });

  it('offers a party that did not fit the refund, not the new date', async () => {
    backend({ ...POSTPONED, postponement: { from: '2026-12-05', to: null, choice: 'pending' } });
    await openFromMail('mantieni');
    expect(await screen.findByText(/nella nuova data non c'era posto/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rimborso completo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mantengo la nuova data' })).toBeNull();
    expect(vi.mocked(callFunction)).toHaveBeenCalledTimes(1);
  });
});
