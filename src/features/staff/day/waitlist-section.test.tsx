import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffWaitlistResponse } from '@/domain/api/waitlist';
import { formatMoment } from '@/domain/format';
import { renderWithProviders } from '@/test/render-with-providers';
import { answerCalls } from '@/test/call-function-double';
import { WaitlistSection } from './waitlist-section';

const OFFERED_UNTIL = '2026-12-05T20:00:00.000Z';
const LIST: StaffWaitlistResponse = {
  entries: [
    {
      entryId: 'e1',
      name: 'Anna Verdi',
      email: 'anna@example.org',
      partySize: 2,
      status: 'offered',
      createdAt: '2026-11-20T10:00:00.000Z',
      offerExpiresAt: OFFERED_UNTIL,
    },
    {
      entryId: 'e2',
      name: 'Luca Neri',
      email: 'luca@example.org',
      partySize: 3,
      status: 'waiting',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
    {
      entryId: 'e3',
      name: 'Sara Blu',
      email: 'sara@example.org',
      partySize: 1,
      status: 'left',
      createdAt: '2026-11-19T10:00:00.000Z',
    },
  ],
};

describe("staff: a date's waiting list", () => {
  it('lists the line of the chosen tour on the date, read-only, with the place of the live entries', async () => {
    const requests = answerCalls(() => LIST);
    const user = userEvent.setup();
    await renderWithProviders(<WaitlistSection uid="staff-1" date="2026-12-06" />);
    const table = await screen.findByRole('table', {
      name: "Lista d'attesa di E-Motion in Villa, domenica 6 dicembre 2026",
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'Anna Verdianna@example.org', '2', 'Posti offerti', formatMoment(OFFERED_UNTIL, 'it')],
      ['2', 'Luca Neriluca@example.org', '3', 'In attesa', '—'],
      ['—', 'Sara Blusara@example.org', '1', 'Uscito dalla lista', '—'],
    ]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tour' }), 'castagne');
    await screen.findByRole('table', { name: /Lista d'attesa di .*castagne/i });
    expect(requests).toEqual([
      { name: 'staffWaitlist', data: { tourId: 'emotion-in-villa', date: '2026-12-06' } },
      { name: 'staffWaitlist', data: { tourId: 'castagne', date: '2026-12-06' } },
    ]);
  });
});
