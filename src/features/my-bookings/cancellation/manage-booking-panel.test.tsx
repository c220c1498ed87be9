import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManageBookingResponse } from '@/domain/api/cancellation';
import type { Locale } from '@/domain/locale';
import { callFunction } from '@/lib/firebase/call-function';
import { renderWithProviders } from '@/test/render-with-providers';
import { answerCalls } from '@/test/call-function-double';
import { ManageBookingPanel } from './manage-booking-panel';
import { asksAgainOnReturn } from './use-managed-booking';

afterEach(() => {
  focusManager.setFocused(undefined);
});

const PAID: ManageBookingResponse = {
  bookingId: 'AbCdEfGh1234',
  tourId: 'pojega',
  tourName: 'Pojega Tour',
  selectedDate: '2026-12-05',
  participants: 2,
  amountTotalCents: 16_000,
  status: 'paid',
  startsAt: '2026-12-05T08:00:00.000Z',
  canCancel: true,
  refund: { percent: 100, amountCents: 16_000, state: 'none' },
};

/** The server as the panel sees it: the manage answer, then the cancel answer. */
function backend(view: ManageBookingResponse) {
  return answerCalls((name) =>
    name === 'manageBooking'
      ? view
      : { status: 'cancelled', refund: { ...view.refund, state: 'succeeded' } },
  );
}

const render = (locale: Locale = 'it') =>
  renderWithProviders(<ManageBookingPanel handle={{ token: 'AbCdEfGh1234.sig' }} />, { locale });

describe('manage booking panel', () => {
  it('shows the exact refund if cancelled now and cancels only after the confirmation', async () => {
    const calls = backend(PAID);
    await render();
    expect(await screen.findByText('Rimborso: 160,00 € (100%)')).toBeInTheDocument();
    expect(screen.getByText(/Più di 72 ore prima della partenza/)).toBeInTheDocument();

    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Annulla prenotazione' });
    await user.click(open);
    const dialog = await screen.findByRole('alertdialog', { name: 'Annullare la prenotazione?' });
    expect(screen.getByRole('button', { name: 'Non annullare' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    expect(calls.map((call) => call.name)).toEqual(['manageBooking']);

    await user.click(open);
    const confirm = await screen.findByRole('alertdialog');
    await user.click(
      Array.from(confirm.querySelectorAll('button')).find(
        (b) => b.textContent === 'Annulla prenotazione',
      )!,
    );
    expect(await screen.findByText('Questa prenotazione è annullata.')).toBeInTheDocument();
    expect(calls.map((call) => call.name)).toEqual(['manageBooking', 'cancelBooking']);
    expect(screen.queryByRole('button', { name: 'Annulla prenotazione' })).not.toBeInTheDocument();
  });

  it('asks again for a booking still to decide on when the visitor comes back to the tab', async () => {
    const calls = backend(PAID);
    await render();
    expect(await screen.findByText('Rimborso: 160,00 € (100%)')).toBeInTheDocument();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() =>
      expect(calls.map((call) => call.name)).toEqual(['manageBooking', 'manageBooking']),
    );
  });

  it('asks a link again only while its booking is paid: a cancelled one keeps its outcome', () => {
    const link = { token: 'AbCdEfGh1234.sig' };
    expect(asksAgainOnReturn(link, PAID)).toBe(true);
    expect(asksAgainOnReturn(link, { ...PAID, status: 'cancelled', canCancel: false })).toBe(false);
    expect(asksAgainOnReturn(link, { ...PAID, status: 'refunded', canCancel: false })).toBe(false);
    const own = { bookingId: 'AbCdEfGh1234' };
    expect(asksAgainOnReturn(own, { ...PAID, status: 'cancelled', canCancel: false })).toBe(true);
  });

  it('says a cancelled booking is cancelled, in English, and offers nothing more', async () => {
    backend({
      ...PAID,
      status: 'cancelled',
      canCancel: false,
      refund: { percent: 50, amountCents: 8_001, state: 'pending' },
    });
    await render('en');
    expect(await screen.findByText('This booking is cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Refund: €80.01 (50%)')).toBeInTheDocument();
    expect(screen.getByText(/5–10 business days/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['succeeded', /^Il rimborso è stato disposto: di solito arriva sulla carta/],
    ['pending', /^Il rimborso è in corso: di solito arriva sulla carta/],
    ['failed', /^Il rimborso non è ancora riuscito: lo riproviamo automaticamente/],
  ] as const)('says where the %s refund of a cancelled booking stands', async (state, text) => {
    backend({ ...PAID, status: 'cancelled', canCancel: false, refund: { ...PAID.refund, state } });
    await render();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says nothing of a refund that was never due', async () => {
    backend({ ...PAID, status: 'cancelled', canCancel: false });
    await render();
    expect(await screen.findByText('Questa prenotazione è annullata.')).toBeInTheDocument();
    expect(screen.queryByText(/^Il rimborso/)).not.toBeInTheDocument();
  });

  it('explains a link that is not valid', async () => {
    const { CallableError } = await import('@/lib/firebase/callable-error');
    vi.mocked(callFunction).mockRejectedValue(
      new CallableError('bad', 'INVALID_LINK', 'permission-denied'),
    );
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Questo link non è valido');
  });

  it('explains, in English, a link that no longer opens its booking', async () => {
    const { CallableError } = await import('@/lib/firebase/callable-error');
    vi.mocked(callFunction).mockRejectedValue(
      new CallableError('gone', 'LINK_NO_LONGER_VALID', 'permission-denied'),
    );
    await render('en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is no longer valid: the booking was cancelled or refunded, or the tour took place more than 30 days ago.',
    );
  });
});
