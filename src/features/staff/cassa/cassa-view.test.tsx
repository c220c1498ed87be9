import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffPayoutLines, StaffPayouts } from '@/domain/api/staff-payouts';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { answerCalls } from '@/test/call-function-double';
import { CassaView } from './cassa-view';

const PAYOUTS: StaffPayouts = {
  payouts: [
    {
      payoutId: 'po_new',
      status: 'paid',
      createdAt: '2027-03-02T09:00:00.000Z',
      arrivalDate: '2027-03-04',
      amountCents: 25_527,
      grossCents: 26_000,
      feeCents: 473,
      addsUp: true,
      lineCount: 2,
      unmatchedCount: 1,
    },
  ],
};
const LINES: StaffPayoutLines = {
  payoutId: 'po_new',
  lines: [
    {
      balanceTransactionId: 'txn_1',
      kind: 'charge',
      at: '2027-03-01T09:00:00.000Z',
      payer: 'Anna Rossi',
      paidFor: { kind: 'booking', id: 'b1', tourName: 'Pojega', selectedDate: '2027-03-06' },
      grossCents: 13_000,
      feeCents: 220,
      netCents: 12_780,
      receiptNumbers: ['2027/0001'],
      creditNoteNumbers: [],
      matched: true,
    },
    {
      balanceTransactionId: 'txn_2',
      kind: 'other',
      at: '2027-03-01T10:00:00.000Z',
      payer: null,
      paidFor: null,
      grossCents: 13_000,
      feeCents: 253,
      netCents: 12_747,
      receiptNumbers: [],
      creditNoteNumbers: [],
      matched: false,
    },
  ],
};

async function renderView(reply: (name: string) => unknown) {
  const calls = answerCalls(reply);
  await renderWithProviders(<CassaView uid="manager-1" isManager />);
  return calls;
}

describe('CassaView', () => {
  it('lists a payout with its fees and sum, and reads its lines only once opened', async () => {
    const calls = await renderView((name) => (name === 'staffPayouts' ? PAYOUTS : LINES));
    const summary = await screen.findByText('Arrivo 4 marzo 2027');
    expect(screen.getByText('Quadra al centesimo')).toBeInTheDocument();
    expect(screen.getByText('1 da controllare')).toBeInTheDocument();
    expect(screen.getByText(/Commissioni Stripe 4,73/)).toBeInTheDocument();
    expect(calls.map((call) => call.name)).toEqual(['staffPayouts']);

    await userEvent.click(summary);
    const lines = await screen.findByRole('list', { name: 'Righe del versamento' });
    expect(calls.map((call) => call.name)).toEqual(['staffPayouts', 'staffPayoutLines']);
    const [paid, unknown] = within(lines).getAllByRole('listitem');
    expect(paid).toHaveTextContent('Pagamento · Anna Rossi');
    expect(paid).toHaveTextContent('Pojega, 6 marzo 2027');
    expect(paid).toHaveTextContent('Ricevuta 2027/0001');
    expect(unknown).toHaveTextContent('Da controllare');
    expect(screen.getByRole('button', { name: 'Scarica CSV' })).toBeEnabled();
  });

  it("says a guide's refusal in the staff's words", async () => {
    await renderView(() => {
      throw new CallableError('managers only', 'MANAGER_ONLY', 'permission-denied');
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Solo i responsabili possono vedere la cassa.',
      ),
    );
  });
});
