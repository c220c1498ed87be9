import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  FoundBooking,
  StaffBookingStory,
  StaffFindBookingsResponse,
} from '@/domain/api/staff-booking-search';
import { formatMoment } from '@/domain/format';
import { CallableError } from '@/lib/firebase/callable-error';
import { goOffline } from '@/test/browser-offline';
import { answerCalls } from '@/test/call-function-double';
import { renderStaffView } from '@/test/render-staff-view';
import { BookingSearchView } from './booking-search-view';
import { moveSearchQueryOutOfAddress } from './kept-search-query';

const FOUND: FoundBooking = {
  bookingId: 'AbCd1234efGH5678ijKL',
  tourId: 'emotion-in-villa',
  tourName: 'E-Motion in Villa',
  selectedDate: '2026-11-28',
  participants: 2,
  customerName: 'Niccolò Dell’Acqua',
  customerEmail: 'niccolo@example.com',
  customerPhone: '+39 345 987 6543',
  status: 'paid',
  currency: 'eur',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const ANSWER: StaffFindBookingsResponse = { bookings: [FOUND], asOf: '2026-11-23T09:00:00.000Z' };
const STORY: StaffBookingStory = {
  booking: {
    ...FOUND,
    participantNames: ['Niccolò Dell’Acqua', 'Anna'],
    amountTotalCents: 16000,
    paidCents: 16000,
    policyRefund: { percent: 100, amountCents: 16000 },
    attentionReasons: [],
  },
  events: [
    { kind: 'created', at: '2026-11-20T10:00:00.000Z' },
    { kind: 'paid', at: '2026-11-20T10:02:00.000Z', amountCents: 16000 },
    {
      kind: 'mail',
      at: '2026-11-20T10:02:01.000Z',
      mail: 'confirmation',
      status: 'sent',
      attempts: 1,
      sentAt: '2026-11-20T10:02:05.000Z',
    },
  ],
  asOf: '2026-11-23T09:00:00.000Z',
};

async function renderSearch(
  isManager: boolean,
  reply: (name: string, data: unknown) => unknown,
  address = '/staff?vista=cerca',
) {
  const calls = answerCalls(reply);
  const { router } = await renderStaffView(
    () => <BookingSearchView uid="staff-1" isManager={isManager} />,
    address,
    { beforeLoad: moveSearchQueryOutOfAddress },
  );
  return { calls, router };
}

const backend = (name: string) => {
  if (name === 'staffFindBookings') return ANSWER;
  if (name === 'staffBookingStory') return STORY;
  throw new Error(`unexpected ${name}`);
};

describe('Cerca prenotazione', () => {
  it('refuses a query under three characters on its field, asking nothing', async () => {
    const { calls } = await renderSearch(true, backend);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Cerca prenotazione/), 'ro');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    const field = screen.getByLabelText(/Cerca prenotazione/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Scrivi almeno 3 lettere o cifre da cercare/);
    expect(field).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('searches what the address says, opens a booking and reads its timeline', async () => {
    const { calls, router } = await renderSearch(true, backend, '/staff?vista=cerca&q=dellacqua');
    expect(await screen.findByLabelText(/Cerca prenotazione/)).toHaveValue('dellacqua');
    const result = await screen.findByRole('button', { name: /ABCD1234/ });
    expect(calls[0]).toEqual({ name: 'staffFindBookings', data: { query: 'dellacqua' } });
    const user = userEvent.setup();
    await user.click(result);
    const heading = await screen.findByRole('heading', { name: 'Prenotazione ABCD1234' });
    await waitFor(() => expect(heading).toHaveFocus());
    const timeline = await screen.findByRole('list', { name: 'Storia della prenotazione' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${formatMoment('2026-11-20T10:00:00.000Z', 'it')}Prenotazione creata`,
      expect.stringContaining('Pagata: 160,00'),
      expect.stringContaining('E-mail di conferma con il biglietto: recapitata'),
    ]);
    expect(screen.getByRole('button', { name: 'Invia di nuovo la conferma' })).toBeEnabled();

    // The query names a customer: it left the address on arrival, and a new one never enters it.
    expect(router.state.location.search).toEqual({ vista: 'cerca' });
    expect(router.state.location.href).toBe('/staff?vista=cerca');
    const field = screen.getByLabelText(/Cerca prenotazione/);
    await user.clear(field);
    await user.type(field, '345 987');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ name: 'staffFindBookings', data: { query: '345 987' } }),
    );
    expect(router.state.location.href).toBe('/staff?vista=cerca');
  });

  it('finds the last search again after a reload of the tab, with nothing in the address', async () => {
    await renderSearch(true, backend, '/staff?vista=cerca&q=dellacqua');
    await screen.findByRole('button', { name: /ABCD1234/ });
    cleanup();
    const { router } = await renderSearch(true, backend, '/staff?vista=cerca');
    expect(await screen.findByLabelText(/Cerca prenotazione/)).toHaveValue('dellacqua');
    expect(router.state.location.href).toBe('/staff?vista=cerca');
  });

  it('cancels with a chosen amount only with a reason, and shows the refusal on its field', async () => {
    const { calls } = await renderSearch(
      true,
      (name) => {
        if (name === 'staffCancelBooking') {
          throw new CallableError('REFUND_ABOVE_PAID', 'REFUND_ABOVE_PAID', 'invalid-argument', {
            reason: 'REFUND_ABOVE_PAID',
            fields: ['refund.amountCents'],
          });
        }
        return backend(name);
      },
      '/staff?vista=cerca&q=niccolo',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /ABCD1234/ }));
    await user.click(await screen.findByRole('button', { name: 'Annulla prenotazione' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Annullare la prenotazione ABCD1234?',
    });
    expect(within(dialog).getByLabelText(/Secondo le condizioni: 160,00/)).toBeChecked();
    await user.click(within(dialog).getByLabelText('Un importo'));
    await user.type(within(dialog).getByLabelText(/Importo da rimborsare/), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla e rimborsa' }));
    const reason = within(dialog).getByLabelText(/Motivo/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(calls.some((call) => call.name === 'staffCancelBooking')).toBe(false);

    await user.type(reason, 'Chiesto al telefono');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla e rimborsa' }));
    const amount = within(dialog).getByLabelText(/Importo da rimborsare/);
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(/non può superare quanto il cliente ha pagato/);
    expect(calls.find((call) => call.name === 'staffCancelBooking')?.data).toEqual({
      bookingId: FOUND.bookingId,
      refund: { kind: 'amount', amountCents: 5000 },
      reason: 'Chiesto al telefono',
    });
  });

  it('opens the last results and booking offline, read-only, with their time', async () => {
    await renderSearch(true, backend, '/staff?vista=cerca&q=niccolo');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /ABCD1234/ }));
    await screen.findByRole('list', { name: 'Storia della prenotazione' });
    cleanup();

    // No network now: every call fails without an answer.
    goOffline();
    await renderSearch(
      true,
      () => {
        throw new Error('Failed to fetch');
      },
      '/staff?vista=cerca&q=NICCOLÒ',
    );
    const asOf = formatMoment(ANSWER.asOf, 'it');
    expect(
      await screen.findByText(
        `Senza connessione: risultati salvati su questo dispositivo, aggiornati il ${asOf}. Si possono solo consultare.`,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /ABCD1234/ }));
    expect(
      await screen.findByText(/^Senza connessione: prenotazione salvata su questo dispositivo/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Invia di nuovo la conferma' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annulla prenotazione' })).toBeDisabled();
  });

  it('opens the booking at once when the address names its reference', async () => {
    await renderSearch(false, backend, '/staff?vista=cerca&q=ABCD1234');
    const heading = await screen.findByRole('heading', { name: 'Prenotazione ABCD1234' });
    await waitFor(() => expect(heading).toHaveFocus());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('heading', { name: 'Prenotazione ABCD1234' })).toBeNull();
    expect(screen.getByRole('button', { name: /ABCD1234/ })).toBeVisible();
  });

  it('shows a guide’s story, answered without amounts, with none and no actions', async () => {
    const {
      amountTotalCents: _total,
      paidCents: _paid,
      policyRefund: _policy,
      ...booking
    } = STORY.booking;
    const guideStory: StaffBookingStory = {
      ...STORY,
      booking,
      events: STORY.events.map((event) =>
        event.kind === 'paid' ? { kind: 'paid', at: event.at } : event,
      ),
    };
    await renderSearch(
      false,
      (name) => (name === 'staffBookingStory' ? guideStory : backend(name)),
      '/staff?vista=cerca&q=niccolo',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /ABCD1234/ }));
    const timeline = await screen.findByRole('list', { name: 'Storia della prenotazione' });
    expect(within(timeline).getAllByRole('listitem')[1]).toHaveTextContent(/Pagata$/);
    expect(screen.queryByText('Importo')).toBeNull();
    expect(screen.queryByText(/160,00/)).toBeNull();
  });

  it('shows a guide the booking and its story without the actions', async () => {
    await renderSearch(false, backend, '/staff?vista=cerca&q=niccolo');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /ABCD1234/ }));
    await screen.findByRole('list', { name: 'Storia della prenotazione' });
    expect(screen.queryByRole('button', { name: 'Invia di nuovo la conferma' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annulla prenotazione' })).toBeNull();
  });
});
