import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '@/lib/firebase/call-function';
import { renderWithProviders } from '@/test/render-with-providers';
import { CancelDateButton } from './cancel-date-button';

vi.mock('@/lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
afterEach(() => vi.mocked(callFunction).mockReset());

describe('Annulla data', () => {
  it('names how many bookings and how much will be refunded before cancelling the date', async () => {
    const requests: unknown[] = [];
    vi.mocked(callFunction).mockImplementation((async (_name: string, data: unknown) => {
      requests.push(data);
      return { bookings: 5, refundCents: 130_000, participants: 10 };
    }) as typeof callFunction);
    const onCancelled = vi.fn();
    await renderWithProviders(
      <CancelDateButton
        tourId="emotion-in-villa"
        tourName="E-Motion in Villa"
        date="2026-11-29"
        onCancelled={onCancelled}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Annulla data/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Annullare E-Motion in Villa di domenica 29 novembre 2026?',
    });
    expect(dialog).toHaveTextContent(
      '5 prenotazioni pagate (10 partecipanti) saranno annullate e rimborsate al 100%: 1300,00 € in totale.',
    );
    expect(requests).toEqual([{ tourId: 'emotion-in-villa', date: '2026-11-29', preview: true }]);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla data' }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(requests[1]).toEqual({ tourId: 'emotion-in-villa', date: '2026-11-29', preview: false });
  });
});
