import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffAuditLog } from '@/domain/api/staff-audit';
import { formatLongDate } from '@/domain/format';
import { callFunction } from '@/lib/firebase/call-function';
import { renderWithProviders } from '@/test/render-with-providers';
import { AuditLogSection } from './audit-log-section';

const base = {
  at: '2026-11-20T10:00:00.000Z',
  actorUid: 'manager-uid',
  actorEmail: 'manager@example.org',
};

/** Counting entries with a count of one where the words take the singular, and the reads. */
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
    {
      ...base,
      id: 'a5',
      target: 'bookings/bk-12345678/story',
      action: 'booking_story_read',
      details: { bookingId: 'bk12345678abcdef' },
    },
    { ...base, id: 'a6', target: 'bookings', action: 'bookings_searched', details: { results: 1 } },
    { ...base, id: 'a7', target: 'bookings', action: 'bookings_searched', details: { results: 3 } },
    {
      ...base,
      id: 'a8',
      target: 'schedules/pojega',
      action: 'schedule_changed',
      details: { tourId: 'pojega', change: { op: 'setSeats', date: '2026-11-21', seats: 1 } },
    },
    {
      ...base,
      id: 'a9',
      target: 'schedules/pojega',
      action: 'schedule_changed',
      details: {
        tourId: 'pojega',
        change: { op: 'setSettings', startTime: '09:30', leadHours: 1, horizonDays: 180 },
      },
    },
    {
      ...base,
      id: 'a10',
      target: 'bookings/bk12345678abcdef',
      action: 'refund_retried',
      details: { bookingId: 'bk12345678abcdef', outcome: 'succeeded', completed: true },
    },
    {
      ...base,
      id: 'a11',
      target: 'rentals/rt34ef5678abcdef',
      action: 'refund_retried',
      details: { rentalId: 'rt34ef5678abcdef', outcome: 'failed', completed: true },
    },
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
        'Storia della prenotazione BK123456 consultata.',
        'Ricerca tra le prenotazioni: 1 prenotazione trovata.',
        'Ricerca tra le prenotazioni: 3 prenotazioni trovate.',
        `Calendario di Pojega Tour: 1 posto ${formatLongDate('2026-11-21', 'it')}.`,
        'Calendario di Pojega Tour: partenza alle 09:30, preavviso 1 ora, prenotabile fino a 180 giorni prima.',
        'Rimborso richiesto di nuovo: prenotazione BK123456.',
        'Rimborso richiesto di nuovo: noleggio RT34EF56.',
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
        'Story of booking BK123456 viewed.',
        'Booking search: 1 booking found.',
        'Booking search: 3 bookings found.',
        `Calendar of Pojega Tour: 1 seat on ${formatLongDate('2026-11-21', 'en')}.`,
        'Calendar of Pojega Tour: departure at 09:30, notice 1 hour, bookable up to 180 days ahead.',
        'Refund asked for again: booking BK123456.',
        'Refund asked for again: rental RT34EF56.',
      ],
    ],
  ] as const)('counts in the singular and the plural (%s)', async (locale, show, list, texts) => {
    vi.mocked(callFunction).mockResolvedValue(LOG);
    await renderWithProviders(<AuditLogSection uid="manager-uid" />, { locale });
    await userEvent.setup().click(screen.getByText(show));
    const items = within(await screen.findByRole('list', { name: list })).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(texts);
  });

  it.each([
    [
      'it',
      'Mostra le ultime operazioni',
      'Operazioni',
      [
        `Annullamento avviato, non concluso: Pojega Tour, ${formatLongDate('2026-11-21', 'it')}.`,
        `Data annullata: Pojega Tour, ${formatLongDate('2026-11-21', 'it')}. Prenotazioni rimborsate: 3. Lasciate com'erano (non più su quella data): 1.`,
        'Prenotazione BK123456 annullata dallo staff.',
        `Lista d'attesa di Pojega Tour, ${formatLongDate('2026-11-21', 'it')} consultata (1 iscritto).`,
      ],
    ],
    [
      'en',
      'Show the latest actions',
      'Actions',
      [
        `Cancellation started, not finished: Pojega Tour, ${formatLongDate('2026-11-21', 'en')}.`,
        `Date cancelled: Pojega Tour, ${formatLongDate('2026-11-21', 'en')}. Bookings refunded: 3. Left as they were (no longer on that date): 1.`,
        'Booking BK123456 cancelled by staff.',
        `Waiting list of Pojega Tour, ${formatLongDate('2026-11-21', 'en')} read (1 entry).`,
      ],
    ],
  ] as const)(
    'reads a guide’s copy, without amounts, and an action still under way (%s)',
    async (locale, show, list, texts) => {
      const day = { tourId: 'pojega', date: '2026-11-21' } as const;
      const guideCopy: StaffAuditLog = {
        entries: [
          {
            ...base,
            id: 'b1',
            target: 'schedules/pojega',
            action: 'cancel_tour_date',
            details: { ...day, bookings: 0, participants: 0, failed: 0, completed: false },
          },
          {
            ...base,
            id: 'b2',
            target: 'schedules/pojega',
            action: 'cancel_tour_date',
            details: {
              ...day,
              bookings: 3,
              participants: 5,
              failed: 0,
              skipped: 1,
              completed: true,
            },
          },
          {
            ...base,
            id: 'b3',
            target: 'bookings/bk12345678abcdef',
            action: 'booking_cancelled',
            details: { bookingId: 'bk12345678abcdef', refundBasis: 'policy' },
          },
          {
            ...base,
            id: 'b4',
            target: 'waitlist?tourId=pojega&date=2026-11-21',
            action: 'waitlist_read',
            details: { ...day, entries: 1 },
          },
        ],
      };
      vi.mocked(callFunction).mockResolvedValue(guideCopy);
      await renderWithProviders(<AuditLogSection uid="guide-uid" />, { locale });
      await userEvent.setup().click(screen.getByText(show));
      const items = within(await screen.findByRole('list', { name: list })).getAllByRole(
        'listitem',
      );
      expect(items.map((item) => item.firstChild?.textContent)).toEqual(texts);
    },
  );
});
