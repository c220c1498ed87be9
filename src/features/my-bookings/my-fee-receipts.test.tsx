import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyFeeReceipt } from '@/domain/api/my-bookings';
import { renderWithProviders } from '@/test/render-with-providers';
import { MyFeeReceipts } from './my-fee-receipts';

const FEE: MyFeeReceipt = {
  title: { it: 'Quota associativa 2027', en: 'Membership fee 2027' },
  member: 'Luca Rossi',
  amountCents: 2000,
  receiptNumber: '2026/0042',
  receiptUrl: 'https://tours.example/ricevuta?token=fee_app1_2027.sig',
};

describe('"Quote associative" in "Le mie prenotazioni"', () => {
  it('lists each fee paid with its member, amount and receipt, in the page’s language', async () => {
    await renderWithProviders(<MyFeeReceipts fees={[FEE]} />, { locale: 'en' });
    const list = screen.getByRole('region', { name: 'Membership fees' });
    expect(within(list).getByRole('heading', { name: 'Membership fee 2027' })).toBeInTheDocument();
    expect(within(list).getByText(/Luca Rossi · €20\.00/)).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: /Membership fee 2027, Luca Rossi/ }),
    ).toHaveAttribute('href', FEE.receiptUrl);
  });

  it('is not shown when the account paid no fee', async () => {
    const { container } = await renderWithProviders(<MyFeeReceipts fees={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
