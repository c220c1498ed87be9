import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffRoster } from '@/domain/api/staff';
import type { WaiverSignatureFields } from '@/domain/api/waiver';
import { formatLongDate } from '@/domain/format';
import { collectedWaiverKey, type CollectedWaivers } from '@/domain/staff/roster-waivers';
import { renderWithProviders } from '@/test/render-with-providers';
import { firstSignedParty, rosterBooking } from '@/test/roster-booking';
import { CheckInPanel } from './check-in-panel';
import { WaiverFormSlot } from '@/features/staff/waiver-form-slot';
import { SigningFormStandIn } from '@/test/waiver-form-stand-in';

const booking = rosterBooking({
  bookingId: 'partyBooking00000001',
  ...firstSignedParty(['Giulia Bianchi', 'Marco Rossi', 'Anna Rossi']),
});

const roster: StaffRoster = {
  date: '2027-05-16',
  asOf: '2027-05-16T06:00:00.000Z',
  ticketPublicKey: 'A'.repeat(43),
  waiverVersion: '2026-1',
  bookings: [booking],
};

/** The page around the panel: signatures collected here are counted at once. */
function Panel({
  signed,
  today = roster.date,
}: {
  signed: [number, WaiverSignatureFields][];
  today?: string;
}) {
  const [collected, setCollected] = useState<CollectedWaivers>(new Map());
  return (
    <WaiverFormSlot value={SigningFormStandIn}>
      <CheckInPanel
        roster={roster}
        today={today}
        unsent={new Map()}
        onAdmitted={() => Promise.resolve()}
        collected={collected}
        onCollect={(party, participantIndex, fields) => {
          signed.push([participantIndex, fields]);
          setCollected(
            (before) =>
              new Map([
                ...before,
                [collectedWaiverKey(party.bookingId, participantIndex), 'signed'],
              ]),
          );
          return Promise.resolve();
        }}
      />
    </WaiverFormSlot>
  );
}

async function scan(user: ReturnType<typeof userEvent.setup>, label: string, code: string) {
  const field = screen.getByRole('textbox', { name: label });
  await user.type(field, `${code}{Enter}`);
}

describe('the verdict names missing waivers and collects them on the phone', () => {
  it('lists who has not signed, opens the form with focus on its title, and counts the signature at once', async () => {
    const signed: [number, WaiverSignatureFields][] = [];
    await renderWithProviders(<Panel signed={signed} />);
    const user = userEvent.setup();
    await scan(user, 'Codice biglietto', 'PARTYBOO');
    const missing = await screen.findByTestId('missing-waivers');
    expect(missing).toHaveTextContent('2 liberatorie mancanti');
    expect(missing).toHaveTextContent('Marco Rossi');
    expect(missing).toHaveTextContent('Anna Rossi');
    expect(missing).not.toHaveTextContent('Giulia Bianchi');

    await user.click(within(missing).getByRole('button', { name: 'Firma qui: Marco Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liberatoria di Marco Rossi' });
    expect(
      within(dialog).getByRole('heading', { name: 'Liberatoria di Marco Rossi' }),
    ).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Firma e salva' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signed).toEqual([
      [1, expect.objectContaining({ signerName: 'Marco Rossi', textVersion: '2026-1' })],
    ]);
    const left = screen.getByTestId('missing-waivers');
    expect(left).toHaveTextContent('1 liberatoria mancante');
    expect(left).not.toHaveTextContent('Marco Rossi');
    // The button that opened the form is gone: focus lands on what is left to do.
    await vi.waitFor(() => expect(within(left).getByText('1 liberatoria mancante')).toHaveFocus());

    await user.click(within(left).getByRole('button', { name: 'Firma qui: Anna Rossi' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Firma e salva' }),
    );
    expect(await screen.findByText('Liberatorie: tutte firmate')).toBeInTheDocument();
  });

  it('says it in English with its plural', async () => {
    await renderWithProviders(<Panel signed={[]} />, { locale: 'en' });
    await scan(userEvent.setup(), 'Ticket code', 'PARTYBOO');
    expect(await screen.findByTestId('missing-waivers')).toHaveTextContent('2 waivers missing');
    expect(screen.getByRole('button', { name: 'Sign here: Anna Rossi' })).toBeInTheDocument();
  });
});

describe('a ticket shown on another day', () => {
  it.each([
    [
      'it',
      'Codice biglietto',
      (day: string) => `Biglietto per ${day}: il check-in si fa solo nel giorno del tour`,
    ],
    [
      'en',
      'Ticket code',
      (day: string) => `Ticket for ${day}: check-in happens on the tour’s day only`,
    ],
  ] as const)('is refused on the verdict, naming its day (%s)', async (locale, label, told) => {
    await renderWithProviders(<Panel signed={[]} today="2027-05-15" />, { locale });
    await scan(userEvent.setup(), label, 'PARTYBOO');
    expect(await screen.findByText(told(formatLongDate(roster.date, locale)))).toBeInTheDocument();
    expect(screen.queryByTestId('missing-waivers')).toBeNull();
  });
});
