import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationSummary } from '@/domain/api/staff-members';
import { todayInRome } from '@/domain/calendar';
import { callFunction } from '@/lib/firebase/call-function';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdmissionSection } from './admission-section';

function application(
  id: string,
  memberName: string,
  extra: Partial<ApplicationSummary> = {},
): ApplicationSummary {
  return {
    id,
    submittedAt: '2026-11-20T09:30:00.000Z',
    status: 'submitted',
    memberName,
    fullName: memberName,
    email: `${id}@example.com`,
    phone: '+39 333 1234567',
    membershipType: 'ordinario',
    birthDate: '1985-12-10',
    birthPlace: 'Roma',
    address: 'Via Roma 1, 37121 Verona (VR), IT',
    taxCode: 'RSSMRA85T10A562S',
    documentType: '',
    documentNumber: '',
    minorName: '',
    minorBirthDate: '',
    parentName: '',
    notes: '',
    provisionalBookings: [],
    ...extra,
  };
}

const WAITING = [
  application('app-1', 'Mario Rossi', {
    provisionalBookings: [
      {
        bookingId: 'bk-1',
        tourName: 'Pojega Tour',
        selectedDate: '2026-11-28',
        participants: 2,
        status: 'paid',
        amountTotalCents: 26_000,
      },
    ],
  }),
  application('app-2', 'Luca Bianchi', {
    membershipType: 'minore',
    fullName: 'Anna Bianchi',
    minorName: 'Luca Bianchi',
    parentName: 'Anna Bianchi',
    renewalOf: '2025-004',
  }),
];

type Handler = (data: Record<string, unknown>) => unknown;

/** The two callables as the server answers them; records every decision sent. */
function backend(decide: Handler) {
  const decisions: Record<string, unknown>[] = [];
  vi.mocked(callFunction).mockImplementation((async (name: string, data: unknown) => {
    if (name === 'staffApplications') return { applications: WAITING };
    decisions.push(data as Record<string, unknown>);
    return decide(data as Record<string, unknown>);
  }) as typeof callFunction);
  return decisions;
}

async function openSection(locale: 'it' | 'en' = 'it') {
  await renderWithProviders(<AdmissionSection uid="manager-1" />, { locale });
  const user = userEvent.setup();
  await user.click(
    screen.getByText(
      locale === 'it' ? 'Mostra le domande in attesa' : 'Show the applications waiting',
    ),
  );
  return user;
}

describe('Domande di ammissione', () => {
  it('lists what the board needs and admits one application with one tap', async () => {
    const decisions = backend(() => ({
      results: [
        {
          applicationId: 'app-1',
          outcome: 'admitted',
          memberNumber: '2026-042',
          validUntil: '2026-12-31',
        },
      ],
    }));
    const user = await openSection();
    const mario = await screen.findByRole('article', { name: 'Mario Rossi' });
    expect(mario).toHaveTextContent('RSSMRA85T10A562S');
    expect(mario).toHaveTextContent('Via Roma 1, 37121 Verona (VR), IT');
    expect(mario).toHaveTextContent('Pojega Tour, sabato 28 novembre 2026: 2 partecipanti');
    expect(mario).toHaveTextContent('Pagata');
    const luca = screen.getByRole('article', { name: 'Luca Bianchi' });
    expect(luca).toHaveTextContent('Rinnovo del socio n. 2025-004');
    expect(luca).toHaveTextContent('Genitore o tutoreAnna Bianchi');

    await user.click(within(mario).getByRole('button', { name: 'Ammetti Mario Rossi' }));

    expect(decisions).toEqual([
      {
        decision: 'admit',
        applicationIds: ['app-1'],
        resolutionDate: todayInRome(new Date()),
      },
    ]);
    const status = await screen.findByText(/Mario Rossi: ammesso, socio n\. 2026-042/);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('iscrizione valida fino al 31 dicembre 2026');
    expect(screen.queryByRole('article', { name: 'Mario Rossi' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Luca Bianchi' })).toBeInTheDocument();
  });

  it('rejects the whole selection with the reason asked in a dialog', async () => {
    const decisions = backend(() => ({
      results: [
        { applicationId: 'app-1', outcome: 'rejected', bookingsCancelled: 1 },
        { applicationId: 'app-2', outcome: 'rejected', bookingsCancelled: 0 },
      ],
    }));
    const user = await openSection();
    await screen.findByRole('article', { name: 'Mario Rossi' });
    const date = screen.getByLabelText(/Delibera del/);
    await user.clear(date);
    await user.type(date, '2026-11-02');
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona tutte (2)' }));
    await user.click(screen.getByRole('button', { name: 'Respingi selezionate (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Respingere 2 domande?' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Respingi' }));
    expect(within(dialog).getByText(/Scrivi il motivo/)).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await user.type(reason, 'Mancano i documenti.');
    await user.click(within(dialog).getByRole('button', { name: 'Respingi' }));

    expect(decisions).toEqual([
      {
        decision: 'reject',
        applicationIds: ['app-1', 'app-2'],
        resolutionDate: '2026-11-02',
        reason: 'Mancano i documenti.',
      },
    ]);
    expect(
      await screen.findByText(
        'Mario Rossi: domanda respinta. Prenotazioni annullate e rimborsate: 1. Luca Bianchi: domanda respinta.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Nessuna domanda in attesa.')).toBeInTheDocument();
  });

  it('refuses a resolution date after today on its field, sending nothing', async () => {
    const decisions = backend(() => ({ results: [] }));
    const user = await openSection();
    const mario = await screen.findByRole('article', { name: 'Mario Rossi' });
    const date = screen.getByLabelText(/Delibera del/);
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(within(mario).getByRole('button', { name: 'Ammetti Mario Rossi' }));
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('La data della delibera non può essere successiva a oggi.'),
    );
    expect(date).toHaveFocus();
    expect(decisions).toEqual([]);
  });

  it.each([
    ['it', 'Solo i responsabili possono vedere e decidere le domande di ammissione.'],
    ['en', 'Only managers can view and decide membership applications.'],
  ] as const)(
    'tells a guide in %s that the applications are for managers',
    async (locale, text) => {
      vi.mocked(callFunction).mockRejectedValue(
        new CallableError('MANAGER_ONLY', 'MANAGER_ONLY', 'permission-denied'),
      );
      await openSection(locale);
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    },
  );
});
