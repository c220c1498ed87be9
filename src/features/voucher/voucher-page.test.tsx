import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VoucherView } from '@/domain/api/vouchers';
import { todayInRome } from '@/domain/calendar';
import { formatEuros } from '@/domain/format';
import { callFunction } from '@/lib/firebase/call-function';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { VoucherPage } from './voucher-page';

// The network edge only: the page, its device copy (idb-keyval over an in-memory IndexedDB) and
// the PDF builder are the real ones.

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => todayInRome(new Date(Date.now() + days * DAY));

let codes = 0;
/** A fresh code per test, so the device copies of one test never answer another's. */
function newCode(): { stored: string; printed: string } {
  codes += 1;
  const stored = `ABCD2345${String(codes + 1).padStart(4, '2')}`.replace(/[01]/g, '9');
  return { stored, printed: `VPT-${stored.slice(0, 4)}-${stored.slice(4, 8)}-${stored.slice(8)}` };
}

function voucherView(printed: string, changes: Partial<VoucherView> = {}): VoucherView {
  return {
    code: printed,
    recipientName: 'Giulia Bianchi',
    message: 'Buon compleanno!',
    amountCents: 8000,
    validUntil: inDays(365),
    balanceCents: 3000,
    state: 'usable',
    locale: 'it',
    entries: [
      { kind: 'issue', amountCents: 8000, at: new Date(Date.now() - 30 * DAY).toISOString() },
      {
        kind: 'reserve',
        amountCents: -5000,
        at: new Date(Date.now() - 2 * DAY).toISOString(),
        booking: { tourName: 'Pojega Tour', date: inDays(20) },
      },
      {
        kind: 'spend',
        amountCents: 0,
        at: new Date(Date.now() - 2 * DAY).toISOString(),
        booking: { tourName: 'Pojega Tour', date: inDays(20) },
      },
    ],
    ...changes,
  };
}

function answer(view: VoucherView) {
  vi.mocked(callFunction).mockResolvedValue(view as never);
}

const unreachable = () => new CallableError('internal [0]', 'INTERNAL', 'internal');

describe('VoucherPage', () => {
  it('shows the voucher as printed, its balance, state and ledger', async () => {
    const { stored, printed } = newCode();
    answer(voucherView(printed));
    await renderWithProviders(<VoucherPage linkCode={printed.toLowerCase()} />);

    const card = await screen.findByRole('article', { name: 'Buono regalo' });
    expect(within(card).getByText('Giulia Bianchi')).toBeVisible();
    expect(within(card).getByText('Buon compleanno!')).toBeVisible();
    expect(within(card).getByText('80,00 €')).toBeVisible();
    expect(within(card).getByText(printed)).toBeVisible();
    expect(callFunction).toHaveBeenCalledWith('getVoucher', { code: printed }, expect.anything());
    expect(stored).toHaveLength(12);

    const balance = screen.getByRole('region', { name: 'Saldo e movimenti' });
    expect(within(balance).getByText('30,00 €')).toBeVisible();
    expect(within(balance).getByText('Utilizzabile')).toBeVisible();
    const rows = within(balance).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Buono emesso', `+${formatEuros(8000, 'it')}`],
      [
        expect.stringMatching(/^Prenotazione: Pojega Tour, \d+ \w+ \d{4}$/),
        formatEuros(-5000, 'it'),
      ],
      [expect.stringMatching(/^Pagamento confermato: Pojega Tour/), '—'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(/^Aggiornato il /);
  });

  it('names a tour voucher’s tour and people, in English too', async () => {
    const { printed } = newCode();
    answer(
      voucherView(printed, {
        tour: { tourId: 'pojega', tourName: 'Pojega Tour', people: 2 },
        state: 'empty',
        balanceCents: 0,
      }),
    );
    await renderWithProviders(<VoucherPage linkCode={printed} />, { locale: 'en' });
    const card = await screen.findByRole('article', { name: 'Gift voucher' });
    expect(within(card).getByText('Pojega Tour for 2 people')).toBeVisible();
    expect(screen.getByText('Used up')).toBeVisible();
  });

  it.each([
    ['void', 'Annullato'],
    ['expired', 'Scaduto'],
    ['empty', 'Usato per intero'],
  ] as const)('says a %s voucher is %s', async (state, label) => {
    const { printed } = newCode();
    answer(voucherView(printed, { state }));
    await renderWithProviders(<VoucherPage linkCode={printed} />);
    const balance = await screen.findByRole('region', { name: 'Saldo e movimenti' });
    expect(within(balance).getByText(label)).toBeVisible();
  });

  it('judges a copy past its last day expired, whatever the server said then', async () => {
    const { printed } = newCode();
    const view = voucherView(printed, { validUntil: inDays(3) });
    answer(view);
    await renderWithProviders(
      <VoucherPage linkCode={printed} now={new Date(Date.now() + 5 * DAY)} />,
    );
    const balance = await screen.findByRole('region', { name: 'Saldo e movimenti' });
    expect(within(balance).getByText('Scaduto')).toBeVisible();
  });

  it('opens a voucher seen before from the device when the network fails', async () => {
    const { printed } = newCode();
    answer(voucherView(printed, { recipientName: 'Anna Verdi' }));
    const online = await renderWithProviders(<VoucherPage linkCode={printed} />);
    await screen.findByText('Anna Verdi');
    online.unmount();

    vi.mocked(callFunction).mockRejectedValue(unreachable());
    await renderWithProviders(<VoucherPage linkCode={printed} />);
    expect(await screen.findByText('Anna Verdi')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      /copia salvata su questo dispositivo, aggiornata il /,
    );
    expect(screen.getByText('30,00 €')).toBeVisible();
  });

  it('says so offline when the voucher was never opened on this device', async () => {
    const { printed } = newCode();
    vi.mocked(callFunction).mockRejectedValue(unreachable());
    await renderWithProviders(<VoucherPage linkCode={printed} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sei offline e questo buono non è ancora stato aperto su questo dispositivo.',
    );
  });

  it('words an unknown code and too many calls, and drops the copy of a code no longer known', async () => {
    const { printed } = newCode();
    answer(voucherView(printed));
    const first = await renderWithProviders(<VoucherPage linkCode={printed} />);
    await screen.findByRole('article');
    first.unmount();

    vi.mocked(callFunction).mockRejectedValue(
      new CallableError('no voucher', 'VOUCHER_NOT_FOUND', 'not-found'),
    );
    const unknown = await renderWithProviders(<VoucherPage linkCode={printed} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nessun buono regalo con questo codice.',
    );
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    unknown.unmount();

    vi.mocked(callFunction).mockRejectedValue(
      new CallableError('limited', 'RATE_LIMITED', 'resource-exhausted'),
    );
    await renderWithProviders(<VoucherPage linkCode={printed} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Troppe richieste in poco tempo.');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeVisible();
  });

  it('asks for the code without one, refusing what cannot be a code', async () => {
    const user = userEvent.setup();
    const { printed } = newCode();
    answer(voucherView(printed));
    await renderWithProviders(<VoucherPage linkCode={undefined} />);
    const form = screen.getByRole('form', { name: 'Cerca un buono regalo' });
    const field = within(form).getByLabelText(/Codice del buono/);

    await user.click(within(form).getByRole('button', { name: 'Mostra il buono' }));
    expect(field).toHaveAccessibleDescription('Scrivi il codice del buono.');
    await user.type(field, 'VPT-1234');
    await user.click(within(form).getByRole('button', { name: 'Mostra il buono' }));
    expect(field).toHaveAccessibleDescription(/Il codice ha 12 caratteri dopo "VPT"/);
    expect(callFunction).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, printed.replaceAll('-', ' ').toLowerCase());
    await user.click(within(form).getByRole('button', { name: 'Mostra il buono' }));
    expect(await screen.findByRole('article', { name: 'Buono regalo' })).toBeVisible();
    expect(callFunction).toHaveBeenCalledWith('getVoucher', { code: printed }, expect.anything());
  });

  /** Downloads the voucher's PDF from the page in `pageLocale`; answers the file's name. */
  async function downloadedName(pageLocale: 'it' | 'en', voucherLocale: 'it' | 'en') {
    const user = userEvent.setup();
    const { printed } = newCode();
    answer(voucherView(printed, { locale: voucherLocale }));
    const made: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      made.push(blob);
      return 'blob:voucher';
    };
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await renderWithProviders(<VoucherPage linkCode={printed} />, { locale: pageLocale });
    const label = pageLocale === 'it' ? 'Scarica il PDF' : 'Download PDF';
    await user.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(made[0]!.type).toBe('application/pdf');
    const head = new TextDecoder().decode(new Uint8Array(await made[0]!.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
    click.mockRestore();
    return { name: names[0], printed };
  }

  it('downloads the voucher as a PDF named after its code', async () => {
    const { name, printed } = await downloadedName('it', 'it');
    expect(name).toBe(`buono-regalo-${printed}.pdf`);
  });

  it("prints an Italian buyer's voucher in Italian on the English page", async () => {
    const { name, printed } = await downloadedName('en', 'it');
    expect(name).toBe(`buono-regalo-${printed}.pdf`);
  });

  it("prints an English buyer's voucher in English on the Italian page", async () => {
    const { name, printed } = await downloadedName('it', 'en');
    expect(name).toBe(`gift-voucher-${printed}.pdf`);
  });
});
