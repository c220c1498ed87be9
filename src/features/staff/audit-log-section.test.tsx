import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffAuditLog } from '@/domain/api/staff-audit';
import { formatLongDate } from '@/domain/format';
import { callFunction } from '@/lib/firebase/call-function';
import { renderWithProviders } from '@/test/render-with-providers';
import { AuditLogSection } from './audit-log-section';

vi.mock('@/lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
afterEach(() => vi.mocked(callFunction).mockReset());

const base = {
  at: '2026-11-20T10:00:00.000Z',
  actorUid: 'manager-uid',
  actorEmail: 'manager@example.org',
};

/** One of each counting entry, with a count of one where the words take the singular. */
const LOG: StaffAuditLog = {
  entries: [
    {
      ...base,
      id: 'a1',
      target: 'bookings',
      action: 'roster_read',
      details: { date: '2026-11-21', bookings: 1 },
    },
    { ...base, id: 'a2', target: 'members', action: 'register_read', details: { members: 1 } },
    {
      ...base,
      id: 'a3',
      target: 'members',
      action: 'register_import',
      details: { new: 1, updated: 3, unchanged: 0, rejected: 1 },
    },
    { ...base, id: 'a4', target: 'members', action: 'register_read', details: { members: 42 } },
  ],
};

describe('Registro delle attività', () => {
  it.each([
    [
      'it',
      'Mostra le ultime operazioni',
      'Operazioni',
      [
        `Elenco del ${formatLongDate('2026-11-21', 'it')} consultato (1 prenotazione).`,
        'Registro soci consultato (1 socio).',
        'Registro soci importato da CSV: 1 nuovo, 3 aggiornati, 1 riga scartata.',
        'Registro soci consultato (42 soci).',
      ],
    ],
    [
      'en',
      'Show the latest actions',
      'Actions',
      [
        `Roster of ${formatLongDate('2026-11-21', 'en')} viewed (1 booking).`,
        'Member register read (1 member).',
        'Member register imported from CSV: 1 new, 3 updated, 1 line rejected.',
        'Member register read (42 members).',
      ],
    ],
  ] as const)('counts in the singular and the plural (%s)', async (locale, show, list, texts) => {
    vi.mocked(callFunction).mockResolvedValue(LOG);
    await renderWithProviders(<AuditLogSection uid="manager-uid" />, { locale });
    await userEvent.setup().click(screen.getByText(show));
    const items = within(await screen.findByRole('list', { name: list })).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(texts);
  });
});
