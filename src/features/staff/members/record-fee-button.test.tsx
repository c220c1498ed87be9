import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { MemberRow } from '@/domain/api/staff-members';
import { callFunction } from '@/lib/firebase/call-function';
import { renderWithProviders } from '@/test/render-with-providers';
import { RecordFeeButton } from './record-fee-button';

const MEMBER: MemberRow = {
  memberNumber: '2025-001',
  fullName: 'Paolo Verdi',
  validUntil: '2027-12-31',
};

describe('Registra quota', () => {
  it('records the fee once, by the method chosen, after the confirmation', async () => {
    vi.mocked(callFunction).mockResolvedValue({
      memberNumber: MEMBER.memberNumber,
      year: 2026,
      amountCents: 2500,
      receiptNumber: '2026/0007',
    });
    const recorded = vi.fn();
    await renderWithProviders(
      <>
        <RecordFeeButton member={MEMBER} feeYear={2026} onRecorded={recorded} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Registra quota Paolo Verdi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Registrare la quota 2026?' });
    expect(within(dialog).getByRole('radio', { name: 'In contanti' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Con bonifico' }));
    expect(callFunction).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Registra quota' }));

    await waitFor(() => expect(recorded).toHaveBeenCalledWith(MEMBER, 2026));
    expect(callFunction).toHaveBeenCalledTimes(1);
    expect(callFunction).toHaveBeenCalledWith(
      'staffRecordFee',
      { memberNumber: '2025-001', year: 2026, method: 'bank_transfer' },
      expect.anything(),
    );
    expect(await screen.findByText(/ricevuta 2026\/0007/)).toBeInTheDocument();
  });
});
