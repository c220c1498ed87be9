import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffSeason } from '@/domain/api/staff-season';
import { callFunction } from '@/lib/firebase/call-function';
import { renderStaffView } from '@/test/render-staff-view';
import { SeasonView } from './season-view';

const month = (label: string, revenueCents = 0, refundCents = 0, paidBookings = 0) => ({
  month: label,
  revenueCents,
  refundCents,
  paidBookings,
});

const SEASON: StaffSeason = {
  asOf: '2026-11-23T09:00:00.000Z',
  from: '2026-11-23',
  to: '2027-01-17',
  tours: [
    {
      tourId: 'emotion-in-villa',
      tourName: 'E-Motion in Villa',
      paused: false,
      departures: [
        { date: '2026-11-27', seatsSold: 0, capacity: 20, closed: false },
        { date: '2026-11-28', seatsSold: 5, capacity: 20, closed: false },
        { date: '2026-11-29', seatsSold: 20, capacity: 20, closed: false },
      ],
    },
    {
      tourId: 'colombare',
      tourName: 'Colombare',
      paused: false,
      departures: [{ date: '2026-11-28', seatsSold: 4, capacity: null, closed: false }],
    },
  ],
  money: {
    firstMonth: '2026-01',
    byMonth: [
      ...Array.from({ length: 10 }, (_, i) => month(`2026-${String(i + 1).padStart(2, '0')}`)),
      month('2026-11', 24_000, 0, 2),
      month('2026-12', 39_000, 39_000, 1),
    ],
    byTour: [
      {
        tourId: 'emotion-in-villa',
        tourName: 'E-Motion in Villa',
        revenueCents: 55_000,
        refundCents: 39_000,
        paidBookings: 2,
      },
      {
        tourId: 'colombare',
        tourName: 'Colombare',
        revenueCents: 8_000,
        refundCents: 0,
        paidBookings: 1,
      },
    ],
  },
  checkIns: { from: '2025-12-01', to: '2026-11-22', booked: 8, checkedIn: 6 },
};

async function renderSeason(answer: StaffSeason) {
  vi.mocked(callFunction).mockResolvedValue(answer);
  const { router } = await renderStaffView(
    () => <SeasonView uid="manager-1" isManager />,
    '/staff?vista=stagione',
  );
  return router;
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    );

describe('Stagione', () => {
  it('colours each departure by seats sold and opens its day’s roster when tapped', async () => {
    const router = await renderSeason(SEASON);
    const full = await screen.findByRole('link', {
      name: 'domenica 29 novembre 2026: 20 posti venduti su 20',
    });
    expect(full).toHaveAttribute('data-level', 'full');
    expect(full).toHaveTextContent('20/20');
    const uncapped = screen.getByRole('link', {
      name: 'sabato 28 novembre 2026: 4 posti venduti, senza limite di posti',
    });
    expect(uncapped).toHaveAttribute('data-level', 'uncapped');
    expect(
      screen.getByRole('table', { name: 'Posti venduti per data: E-Motion in Villa' }),
    ).toBeInTheDocument();
    expect(
      cellsOf(screen.getByRole('table', { name: 'Posti venduti per data: E-Motion in Villa' })),
    ).toEqual([
      ['venerdì 27 novembre 2026', '0', '20'],
      ['sabato 28 novembre 2026', '5', '20'],
      ['domenica 29 novembre 2026', '20', '20'],
    ]);

    await userEvent
      .setup()
      .click(screen.getByRole('link', { name: 'sabato 28 novembre 2026: 5 posti venduti su 20' }));
    expect(router.state.location.search).toEqual({ vista: 'giornata', data: '2026-11-28' });
  });

  it('gives the money charts’ figures in tables, and the check-in share in words', async () => {
    await renderSeason(SEASON);
    const byMonth = await screen.findByRole('table', { name: 'Incassi e rimborsi per mese' });
    const rows = cellsOf(byMonth);
    expect(rows).toHaveLength(13);
    expect(rows.slice(10)).toEqual([
      ['nov 2026', '240,00 €', '0,00 €', '2'],
      ['dic 2026', '390,00 €', '390,00 €', '1'],
      ['Totale', '630,00 €', '390,00 €', '3'],
    ]);
    expect(
      cellsOf(screen.getByRole('table', { name: 'Incassi e rimborsi per tour, ultimi 12 mesi' })),
    ).toEqual([
      ['E-Motion in Villa', '550,00 €', '390,00 €', '2'],
      ['Colombare', '80,00 €', '0,00 €', '1'],
      ['Totale', '630,00 €', '390,00 €', '3'],
    ]);

    const share = screen.getByRole('region', { name: 'Presenze' });
    expect(share).toHaveTextContent(
      '75% dei partecipanti prenotati ha fatto il check-in: 6 su 8, dal 1 dicembre 2025 al 22 novembre 2026.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Stagione aggiornata il');
    expect(vi.mocked(callFunction)).toHaveBeenCalledWith('staffSeason', {}, expect.anything());
  });

  it('shows one tour at a time on a phone, with a picker for the others and for all of them', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    try {
      await renderSeason(SEASON);
      const picker = await screen.findByRole('combobox', { name: 'Tour da mostrare' });
      expect(picker).toHaveValue('emotion-in-villa');
      expect(screen.getByRole('region', { name: 'E-Motion in Villa' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Colombare' })).not.toBeInTheDocument();

      const user = userEvent.setup();
      await user.selectOptions(picker, 'Colombare');
      expect(screen.getByRole('region', { name: 'Colombare' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'E-Motion in Villa' })).not.toBeInTheDocument();

      await user.selectOptions(picker, 'Tutti i tour (2)');
      expect(screen.getByRole('region', { name: 'E-Motion in Villa' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Colombare' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a guide the seats and the check-ins, without money', async () => {
    await renderSeason({ ...SEASON, money: null });
    await screen.findByRole('region', { name: 'Presenze' });
    expect(screen.queryByRole('region', { name: 'Incassi e rimborsi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Incassi/ })).not.toBeInTheDocument();
  });
});
