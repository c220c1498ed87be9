import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ManageBookingResponse, RefundState } from '@/domain/api/cancellation';
import { renderWithProviders } from '@/test/render-with-providers';
import { CancelledState } from './cancelled-state';

const cancelled = (state: RefundState): ManageBookingResponse => ({
  bookingId: 'AbCdEfGh1234',
  tourId: 'pojega',
  tourName: 'Pojega Tour',
  selectedDate: '2026-12-05',
  participants: 2,
  amountTotalCents: 16_000,
  status: 'cancelled',
  startsAt: '2026-12-05T08:00:00.000Z',
  canCancel: false,
  refund: { percent: 100, amountCents: 16_000, state },
});

describe('cancelled state', () => {
  it.each([
    ['succeeded', /^Il rimborso è stato disposto: di solito arriva sulla carta/],
    ['pending', /^Il rimborso è in corso: di solito arriva sulla carta/],
    ['failed', /^Il rimborso non è ancora riuscito: lo riproviamo automaticamente/],
  ] as const)('says where a %s refund stands', async (state, text) => {
    await renderWithProviders(<CancelledState booking={cancelled(state)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Questa prenotazione è annullata.');
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says nothing of a refund that was never due', async () => {
    await renderWithProviders(<CancelledState booking={cancelled('none')} />);
    expect(screen.getByText('Rimborso: 160,00 € (100%)')).toBeInTheDocument();
    expect(screen.queryByText(/^Il rimborso/)).not.toBeInTheDocument();
  });
});
