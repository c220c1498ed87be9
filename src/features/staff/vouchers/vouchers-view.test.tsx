import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffFindVouchersResponse, StaffVoucher } from '@/domain/api/staff-vouchers';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { answerCalls } from '@/test/call-function-double';
import { VouchersView } from './vouchers-view';

const VOUCHER: StaffVoucher = {
  code: 'VPT-7KQ4-M9XC-2HRT',
  state: 'usable',
  amountCents: 8000,
  balanceCents: 3000,
  validUntil: '2028-11-23',
  buyerName: 'Marco Rossi',
  buyerEmail: 'marco@example.com',
  recipientName: 'Giulia Bianchi',
  deliveryEmail: 'giulia@example.com',
  message: 'Buon Natale!',
  locale: 'it',
  delivery: 'scheduled',
  deliverAt: '2026-12-24T07:00:00.000Z',
  deliveredAt: '2026-12-24T07:00:05.000Z',
  mailStatus: 'sent',
  issuedAt: '2026-11-23T09:00:00.000Z',
  origin: 'sale',
  entries: [
    { kind: 'issue', amountCents: 8000, at: '2026-11-23T09:00:00.000Z' },
    {
      kind: 'reserve',
      amountCents: -5000,
      at: '2027-03-01T09:00:00.000Z',
      bookingId: 'AbCd1234efGH',
    },
    { kind: 'spend', amountCents: 0, at: '2027-03-01T09:02:00.000Z', bookingId: 'AbCd1234efGH' },
  ],
};
const FOUND: StaffFindVouchersResponse = {
  vouchers: [VOUCHER],
  more: false,
  asOf: '2027-03-02T09:00:00.000Z',
};

async function renderView(reply: (name: string, data: unknown) => unknown) {
  const calls = answerCalls(reply);
  await renderWithProviders(<VouchersView uid="manager-1" isManager />);
  return calls;
}

const backend = (name: string, data: unknown): unknown => {
  if (name === 'staffFindVouchers') return FOUND;
  if (name === 'staffChangeVoucher') {
    const { change } = data as { change: { kind: string } };
    return {
      changed: true,
      voucher: change.kind === 'void' ? { ...VOUCHER, state: 'void', balanceCents: 0 } : VOUCHER,
    };
  }
  throw new Error(`unexpected ${name}`);
};

async function searchFor(query: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Cerca buono/), query);
  await user.click(screen.getByRole('button', { name: 'Cerca' }));
  return user;
}

describe('Buoni', () => {
  it('finds a voucher by its recipient and reads its ledger', async () => {
    const calls = await renderView(backend);
    await searchFor('giulia');
    const card = await screen.findByRole('article', { name: /VPT-7KQ4-M9XC-2HRT/ });
    expect(calls).toEqual([{ name: 'staffFindVouchers', data: { query: 'giulia' } }]);
    expect(card).toHaveTextContent('30,00 € di 80,00 €');
    expect(card).toHaveTextContent('E-mail a giulia@example.com: inviata');
    const ledger = within(card).getByRole('table', {
      name: 'Movimenti del buono VPT-7KQ4-M9XC-2HRT',
    });
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Emissione',
      'Riservato (pagamento in corso)',
      'Utilizzato',
    ]);
    expect(rows[1]).toHaveTextContent('Prenotazione ABCD1234');
  });

  it('asks for a search text on the field, calling nothing', async () => {
    const calls = await renderView(backend);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cerca' }));
    const field = screen.getByLabelText(/Cerca buono/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('voids only with a reason, then reads the search again', async () => {
    const calls = await renderView(backend);
    const user = await searchFor('giulia');
    const card = await screen.findByRole('article', { name: /VPT-7KQ4/ });
    await user.click(within(card).getByRole('button', { name: 'Annulla buono' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Annullare il buono VPT-7KQ4-M9XC-2HRT?',
    });
    expect(dialog).toHaveTextContent('Il saldo di 30,00 € viene azzerato');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla il buono' }));
    const reason = within(dialog).getByLabelText(/Motivo/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(calls.some((call) => call.name === 'staffChangeVoucher')).toBe(false);

    await user.type(reason, 'Venduto per errore');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla il buono' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.name === 'staffChangeVoucher')).toEqual([
      {
        name: 'staffChangeVoucher',
        data: { code: VOUCHER.code, change: { kind: 'void', reason: 'Venduto per errore' } },
      },
    ]);
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'staffFindVouchers')).toHaveLength(2),
    );
  });

  it("shows the server's refusal of an extension on the date field", async () => {
    await renderView((name, data) => {
      if (name === 'staffChangeVoucher') {
        throw new CallableError('INVALID_DATE', 'INVALID_DATE', 'invalid-argument', {
          reason: 'INVALID_DATE',
          fields: ['change.validUntil'],
        });
      }
      return backend(name, data);
    });
    const user = await searchFor('giulia');
    const card = await screen.findByRole('article', { name: /VPT-7KQ4/ });
    await user.click(within(card).getByRole('button', { name: 'Proroga' }));
    const dialog = await screen.findByRole('dialog', { name: /Prorogare il buono/ });
    const date = within(dialog).getByLabelText(/Nuovo ultimo giorno/);
    // Not later than the current last day: refused before asking.
    await user.type(date, '2028-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Proroga' }));
    expect(date).toHaveAccessibleDescription(/dopo l'attuale scadenza/);

    await user.clear(date);
    await user.type(date, '2029-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Proroga' }));
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription(/dopo l'attuale scadenza/);
  });

  it('issues by hand with one request id, kept when the first try fails', async () => {
    let attempts = 0;
    const calls = await renderView((name, data) => {
      if (name === 'staffIssueVoucher') {
        attempts += 1;
        if (attempts === 1)
          throw new CallableError('INTERNAL', 'INTERNAL', 'internal', { reason: 'INTERNAL' });
        return { created: true, voucher: { ...VOUCHER, origin: 'by_hand' } };
      }
      return backend(name, data);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Emetti un buono' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emetti un buono' });
    await user.type(within(dialog).getByLabelText(/Importo/), '0');
    await user.type(within(dialog).getByLabelText(/Nome di chi lo riceve/), 'Paola Neri');
    await user.type(within(dialog).getByLabelText(/E-mail di chi lo riceve/), 'paola@example.com');
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Tour annullato per un guasto');
    await user.click(within(dialog).getByRole('button', { name: 'Emetti e invia' }));
    const amount = within(dialog).getByLabelText(/Importo/);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/da 1 a 1000/);
    expect(calls).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '45,50');
    await user.click(within(dialog).getByRole('button', { name: 'Emetti e invia' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Operazione non riuscita/);
    await user.click(within(dialog).getByRole('button', { name: 'Emetti e invia' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((call) => call.name === 'staffIssueVoucher').map((call) => call.data);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      amountCents: 4550,
      recipientName: 'Paola Neri',
      recipientEmail: 'paola@example.com',
      locale: 'it',
      reason: 'Tour annullato per un guasto',
    });
    expect((sent[1] as { requestId: string }).requestId).toBe(
      (sent[0] as { requestId: string }).requestId,
    );
  });

  it("asks for the reason, and marks the field a server's refusal names", async () => {
    const calls = await renderView((name, data) => {
      if (name === 'staffIssueVoucher')
        throw new CallableError('invalid', 'INVALID_INPUT', 'invalid-argument', {
          reason: 'INVALID_INPUT',
          fields: ['recipientEmail'],
        });
      return backend(name, data);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Emetti un buono' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emetti un buono' });
    await user.type(within(dialog).getByLabelText(/Importo/), '30');
    await user.type(within(dialog).getByLabelText(/Nome di chi lo riceve/), 'Paola Neri');
    const email = within(dialog).getByLabelText(/E-mail di chi lo riceve/);
    await user.type(email, 'paola@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Emetti e invia' }));
    const reason = within(dialog).getByLabelText(/Motivo/);
    expect(reason).toHaveAccessibleDescription(/Scrivi il motivo/);
    expect(calls).toEqual([]);

    await user.type(reason, 'Regalo per i volontari');
    await user.click(within(dialog).getByRole('button', { name: 'Emetti e invia' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/indirizzo e-mail valido/);
  });
});
