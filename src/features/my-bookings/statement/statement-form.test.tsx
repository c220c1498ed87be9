import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { myBookingsResponseSchema } from '@/domain/api/my-bookings';
import { CallableError } from '@/lib/firebase/callable-error';
import { answerCalls } from '@/test/call-function-double';
import { renderWithProviders } from '@/test/render-with-providers';
import { StatementForm } from './statement-form';

describe('"Rendiconto annuale"', () => {
  it("offers the participants and years the account's receipts name, and asks for the one chosen", async () => {
    const calls = answerCalls(() => {
      throw new CallableError('offline', 'INTERNAL', 'internal', { reason: 'INTERNAL' });
    });
    await renderWithProviders(
      <StatementForm
        choices={{ years: [2026, 2025], participants: ['Luca Rossi', 'Alice Rossi'] }}
      />,
    );
    const participant = screen.getByRole('combobox', { name: 'Partecipante' });
    expect(
      Array.from(participant.querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual(['Luca Rossi', 'Alice Rossi']);
    const user = userEvent.setup();
    await user.selectOptions(participant, 'Alice Rossi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anno' }), '2025');
    await user.click(screen.getByRole('button', { name: 'Scarica il rendiconto (PDF)' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(calls.map((call) => [call.name, call.data])).toEqual([
      ['myPaymentStatement', { year: 2025, participant: 'Alice Rossi' }],
    ]);
  });

  it('is not shown to an account without receipts, nor from a copy saved before it was offered', async () => {
    const saved = myBookingsResponseSchema.parse({
      bookings: [],
      asOf: '2026-11-26T10:00:00.000Z',
    });
    const { container } = await renderWithProviders(<StatementForm choices={saved.statement} />);
    expect(container).toBeEmptyDOMElement();
  });
});
