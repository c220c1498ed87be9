import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParticipantWaiverLink } from '@/domain/api/participant-waiver';
import type { Locale } from '@/domain/locale';
import { renderWithProviders } from '@/test/render-with-providers';
import { ParticipantWaivers } from './participant-waivers';

const signUrl = (index: number) => `https://tours.example/liberatoria?token=bk1.${index}.sig`;

const WAIVERS: ParticipantWaiverLink[] = [
  { participantIndex: 0, name: 'Giulia Bianchi', state: 'signed', signUrl: signUrl(0) },
  { participantIndex: 1, name: 'Luca Bianchi', state: 'guardian_signed', signUrl: signUrl(1) },
  { participantIndex: 2, name: 'Marco Rossi', state: 'missing', signUrl: signUrl(2) },
  { participantIndex: 3, name: '', state: 'missing', signUrl: signUrl(3) },
];

const render = (
  waivers: readonly ParticipantWaiverLink[] = WAIVERS,
  { leadSignsNow = false, locale = 'it' }: { leadSignsNow?: boolean; locale?: Locale } = {},
) =>
  renderWithProviders(
    <>
      <ParticipantWaivers
        waivers={waivers}
        activityName="Pojega Tour"
        selectedDate="2026-11-28"
        headingLevel={2}
        leadSignsNow={leadSignsNow}
      />
      <Toaster />
    </>,
    { locale },
  );

const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

/** The device's share sheet, as a browser with the Web Share API offers it. */
function installShareSheet() {
  const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ParticipantWaivers', () => {
  it('lists every participant with their state, and a signing link for those still to sign', async () => {
    await render();
    const list = screen.getByRole('region', { name: 'Liberatorie dei partecipanti' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(rowOf('Giulia Bianchi')).getByText('Firmata')).toBeInTheDocument();
    expect(
      within(rowOf('Luca Bianchi')).getByText('Firmata dal genitore o tutore'),
    ).toBeInTheDocument();
    expect(within(rowOf('Marco Rossi')).getByText('Da firmare')).toBeInTheDocument();
    // Signed waivers offer nothing more to do.
    expect(within(rowOf('Giulia Bianchi')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rowOf('Luca Bianchi')).queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Firma la liberatoria di Marco Rossi' }),
    ).toHaveAttribute('href', signUrl(2));
    // An unnamed participant is called by their place in the booking.
    expect(
      screen.getByRole('link', { name: 'Firma la liberatoria di Partecipante 4' }),
    ).toHaveAttribute('href', signUrl(3));
    expect(screen.getByRole('button', { name: 'Condividi il link di Marco Rossi' })).toBeVisible();
    expect(
      screen.getByText(/Ogni partecipante firma la propria liberatoria prima del tour/),
    ).toBeVisible();
  });

  it('offers no link once the link no longer works, and says only the state', async () => {
    await render([{ participantIndex: 0, name: 'Marco Rossi', state: 'missing' }]);
    expect(screen.getByText('Da firmare')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/Ogni partecipante firma/)).not.toBeInTheDocument();
  });

  it('lets the booker sign their own at once after paying, and share the others', async () => {
    await render(
      WAIVERS.map((waiver) => ({ ...waiver, state: 'missing' as const })),
      { leadSignsNow: true },
    );
    expect(screen.getByRole('link', { name: 'Firma ora la tua' })).toHaveAttribute(
      'href',
      signUrl(0),
    );
    expect(
      screen.queryByRole('button', { name: 'Condividi il link di Giulia Bianchi' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Condividi il link di Marco Rossi' })).toBeVisible();
  });

  it("opens the device's share sheet with the participant's link where there is one", async () => {
    const share = installShareSheet();
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: 'Condividi il link di Marco Rossi' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Liberatoria: Pojega Tour',
      text: 'Marco Rossi, firma la liberatoria per il tour Pojega Tour (sabato 28 novembre 2026): serve prima di partire.',
      url: signUrl(2),
    });
    // Nothing was copied instead.
    expect(await navigator.clipboard.readText()).toBe('');
  });

  it('says nothing when the share sheet is closed without sharing', async () => {
    const share = installShareSheet();
    share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: 'Condividi il link di Marco Rossi' }));
    expect(share).toHaveBeenCalledTimes(1);
    expect(await navigator.clipboard.readText()).toBe('');
  });

  it('copies the link and says so where the device cannot share', async () => {
    const user = userEvent.setup();
    await render();
    expect('share' in navigator).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Condividi il link di Partecipante 4' }));
    expect(await screen.findByText('Link copiato: incollalo nel messaggio.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(signUrl(3));
  });

  it('speaks English on the English site', async () => {
    await render(WAIVERS, { locale: 'en' });
    expect(screen.getByRole('region', { name: "Participants' waivers" })).toBeInTheDocument();
    expect(screen.getByText('Signed by a parent or guardian')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign the waiver for Marco Rossi' })).toBeVisible();
    expect(screen.getByRole('button', { name: "Share Participant 4's link" })).toBeVisible();
  });
});
