import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { MemberRow, StaffImportMembers } from '@/domain/api/staff-members';
import { todayInRome } from '@/domain/calendar';
import { callFunction } from '@/lib/firebase/call-function';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { serveCalls } from '@/test/call-function-double';
import { MemberRegisterSection } from './member-register-section';

const today = todayInRome(new Date());
const inDays = (days: number) => format(addDays(new Date(`${today}T12:00:00`), days), 'yyyy-MM-dd');

const FEE_YEAR = Number(today.slice(0, 4));

const MEMBERS: MemberRow[] = [
  {
    memberNumber: '2025-001',
    fullName: 'Giulia Bianchi',
    validUntil: '2099-12-31',
    feeYearsPaid: [FEE_YEAR - 1, FEE_YEAR],
  },
  {
    memberNumber: '2025-004',
    fullName: "Chiara Dell'Acqua",
    membershipType: 'sostenitore',
    validUntil: inDays(10),
  },
  { memberNumber: '2024-017', fullName: 'Paolo Verdi', validUntil: inDays(-1) },
];

type Handler = (data: unknown) => Promise<unknown>;

const page = (members: MemberRow[], extra: { nextCursor?: string } = {}) => ({
  members,
  feeYear: FEE_YEAR,
  unreadable: [],
  total: 3,
  unpaid: 2,
  ...extra,
});
const register = (): Handler => () => Promise.resolve(page(MEMBERS));

async function openRegister(locale: 'it' | 'en' = 'it') {
  await renderWithProviders(
    <>
      <MemberRegisterSection uid="manager-1" />
      <Toaster />
    </>,
    { locale },
  );
  const user = userEvent.setup();
  await user.click(
    screen.getByText(locale === 'it' ? 'Mostra il registro soci' : 'Show the member register'),
  );
  return user;
}

const listItems = () => within(screen.getByRole('list', { name: 'Soci' })).getAllByRole('listitem');
const listedNames = () => listItems().map((item) => item.querySelector('p')?.textContent);
/** A member's entry in the list, by the name it leads with. */
const item = (name: string) => {
  const found = listItems().find((entry) => entry.querySelector('p')?.textContent === name);
  if (!found) throw new Error(`${name} is not listed`);
  return found;
};

describe('Registro soci', () => {
  it('is read only once opened, and shows each membership state in words', async () => {
    const calls = serveCalls({ staffMembers: register() });
    await renderWithProviders(<MemberRegisterSection uid="manager-1" />);
    expect(calls).toEqual([]);
    await userEvent.setup().click(screen.getByText('Mostra il registro soci'));

    expect(await screen.findByRole('list', { name: 'Soci' })).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'staffMembers', data: {} }]);
    expect(item('Giulia Bianchi')).toHaveTextContent('Valida');
    expect(item("Chiara Dell'Acqua")).toHaveTextContent('In scadenza');
    expect(item("Chiara Dell'Acqua")).toHaveTextContent('2025-004 · Sostenitore');
    expect(item('Paolo Verdi')).toHaveTextContent('Scaduta');
  });

  it('marks each member whose fee for the server’s fee year is not paid, and counts them', async () => {
    serveCalls({ staffMembers: register() });
    await openRegister();
    await screen.findByRole('list', { name: 'Soci' });
    expect(item('Giulia Bianchi')).toHaveTextContent(`Quota ${FEE_YEAR} pagata`);
    expect(item('Paolo Verdi')).toHaveTextContent(`Quota ${FEE_YEAR} non registrata`);
    expect(item("Chiara Dell'Acqua")).toHaveTextContent(`Quota ${FEE_YEAR} non registrata`);
    expect(screen.getByText(`Soci senza la quota ${FEE_YEAR} registrata: 2.`)).toBeInTheDocument();
  });

  it('asks the server to search when "Cerca" is pressed, and says what it found', async () => {
    const calls = serveCalls({
      staffMembers: (data) => {
        const { search } = data as { search?: string };
        if (search === 'dell’acqua') return Promise.resolve(page([MEMBERS[1]!]));
        return Promise.resolve(search ? page([]) : page(MEMBERS));
      },
    });
    const user = await openRegister();
    const search = await screen.findByRole('searchbox', { name: 'Cerca per nome o numero socio' });
    expect(screen.getByText('Soci nel registro: 3. Mostrati: 3.')).toBeInTheDocument();

    // Typing alone sends nothing: each search is a read in the audit log.
    await user.type(search, 'dell’acqua');
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('Trovato 1 socio per «dell’acqua».')).toBeInTheDocument();
    expect(listedNames()).toEqual(["Chiara Dell'Acqua"]);

    await user.clear(search);
    await user.type(search, 'nessuno{Enter}');
    expect(await screen.findByText('Trovati 0 soci per «nessuno».')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Soci' })).toBeNull();

    await user.clear(search);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Soci nel registro: 3. Mostrati: 3.')).toBeInTheDocument();
    expect(calls.map((call) => call.data)).toEqual([
      {},
      { search: 'dell’acqua' },
      { search: 'nessuno' },
    ]);
  });

  it('shows the next page with "Mostra altri", focusing the first row it adds', async () => {
    const calls = serveCalls({
      staffMembers: (data) =>
        Promise.resolve(
          (data as { after?: string }).after === 'page-1-end'
            ? page([MEMBERS[2]!])
            : page(MEMBERS.slice(0, 2), { nextCursor: 'page-1-end' }),
        ),
    });
    const user = await openRegister();
    await screen.findByRole('list', { name: 'Soci' });
    expect(listedNames()).toEqual(['Giulia Bianchi', "Chiara Dell'Acqua"]);

    await user.click(screen.getByRole('button', { name: 'Mostra altri' }));

    await vi.waitFor(() => expect(listedNames()).toHaveLength(3));
    expect(item('Paolo Verdi').querySelector('p')).toHaveFocus();
    expect(screen.getByText('Soci nel registro: 3. Mostrati: 3.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostra altri' })).toBeNull();
    expect(calls.map((call) => call.data)).toEqual([{}, { after: 'page-1-end' }]);
  });

  it('exports the whole register, asked of the server on purpose', async () => {
    const files: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        files.push(blob);
        return 'blob:register';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    try {
      const calls = serveCalls({
        staffMembers: (data) =>
          Promise.resolve((data as { all?: true }).all ? page(MEMBERS) : page(MEMBERS.slice(0, 1))),
      });
      const user = await openRegister();
      await screen.findByRole('list', { name: 'Soci' });
      await user.click(screen.getByRole('button', { name: 'Esporta CSV' }));
      await vi.waitFor(() => expect(files).toHaveLength(1));
      const csv = await files[0]!.text();
      expect(csv).toContain('2024-017;Paolo Verdi');
      expect(csv).toContain("2025-004;Chiara Dell'Acqua");
      expect(calls.map((call) => call.data)).toEqual([{}, { all: true }]);
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('renews one member: busy while it runs, then the new date shown and announced', async () => {
    let finish: (answer: unknown) => void = () => undefined;
    const calls = serveCalls({
      staffMembers: register(),
      staffRenewMember: () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    const user = await openRegister();
    await screen.findByRole('list', { name: 'Soci' });
    const renew = within(item('Paolo Verdi')).getByRole('button', { name: /^Rinnova/ });
    expect(renew).toHaveAccessibleName('Rinnova Paolo Verdi');

    await user.click(renew);
    expect(renew).toBeDisabled();
    expect(renew).toHaveAttribute('aria-busy', 'true');
    finish({ memberNumber: '2024-017', validUntil: '2099-12-31' });

    expect(
      await screen.findByText(
        'Iscrizione di Paolo Verdi (2024-017) rinnovata fino al 31 dicembre 2099.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(item('Paolo Verdi')).toHaveTextContent('Valida fino al 31 dicembre 2099');
    expect(item('Paolo Verdi')).not.toHaveTextContent('Scaduta');
    expect(renew).toBeEnabled();
    expect(calls.filter((call) => call.name === 'staffRenewMember')).toEqual([
      { name: 'staffRenewMember', data: { memberNumber: '2024-017' } },
    ]);
  });

  it('previews an import, writes it only on confirmation, then reloads the register', async () => {
    const preview: StaffImportMembers = {
      applied: false,
      lines: [
        { line: 2, memberNumber: '2026-100', fullName: 'Chiara Nuova', outcome: 'new' },
        { line: 3, memberNumber: '2025-001', fullName: 'Giulia Bianchi', outcome: 'updated' },
        { line: 4, memberNumber: '2025-004', fullName: "Chiara Dell'Acqua", outcome: 'unchanged' },
        {
          line: 5,
          memberNumber: '2026-101',
          fullName: 'Data Sbagliata',
          outcome: 'rejected',
          problem: 'bad_valid_until',
        },
      ],
    };
    const calls = serveCalls({
      staffMembers: register(),
      staffImportMembers: (data) =>
        Promise.resolve({ ...preview, applied: (data as { apply: boolean }).apply }),
    });
    const user = await openRegister();
    const csv =
      'Numero socio;Nome e cognome;Valido fino al\r\n2026-100;Chiara Nuova;2026-12-31\r\n';

    await user.upload(
      screen.getByLabelText('File del registro (CSV)'),
      new File([csv], 'registro.csv', { type: 'text/csv' }),
    );

    const title = await screen.findByRole('heading', { name: 'Anteprima di registro.csv' });
    expect(title).toHaveFocus();
    expect(screen.getByText('Nuovi: 1')).toBeInTheDocument();
    expect(screen.getByText('Aggiornati: 1')).toBeInTheDocument();
    expect(screen.getByText('Invariati: 1')).toBeInTheDocument();
    expect(screen.getByText('Scartati: 1')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Riga 5 (2026-101 Data Sbagliata): Data «Valido fino al» mancante o non valida: scrivila come 2026-12-31 o 31/12/2026.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.name === 'staffImportMembers')).toEqual([
      { name: 'staffImportMembers', data: { csv, apply: false } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Conferma importazione' }));

    expect(
      await screen.findByText(
        'Importazione completata: 1 nuovo socio, 1 aggiornato, 1 riga scartata.',
      ),
    ).toHaveFocus();
    expect(calls.filter((call) => call.name === 'staffImportMembers')[1]).toEqual({
      name: 'staffImportMembers',
      data: { csv, apply: true },
    });
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.name === 'staffMembers')).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Conferma importazione' })).toBeNull();
  });

  it('tells a guide, in English, that the register is for managers', async () => {
    vi.mocked(callFunction).mockRejectedValue(
      new CallableError('MANAGER_ONLY', 'MANAGER_ONLY', 'permission-denied'),
    );
    await openRegister('en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only managers can view and change the member register.',
    );
  });
});
