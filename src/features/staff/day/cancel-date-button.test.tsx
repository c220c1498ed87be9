import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { callFunction } from '@/lib/firebase/call-function';
import { CallableError } from '@/lib/firebase/callable-error';
import type { Locale } from '@/domain/locale';
import { renderWithProviders } from '@/test/render-with-providers';
import { CancelDateButton } from './cancel-date-button';

/** Pojega's 29 November, with the toaster that tells how it went. */
const renderWithToaster = (locale: Locale) =>
  renderWithProviders(
    <>
      <CancelDateButton tourId="pojega" tourName="Pojega Tour" date="2026-11-29" />
      <Toaster />
    </>,
    { locale },
  );

describe('Annulla data', () => {
  it('names how many bookings and how much will be refunded before cancelling the date', async () => {
    const requests: unknown[] = [];
    vi.mocked(callFunction).mockImplementation((async (_name: string, data: unknown) => {
      requests.push(data);
      return { bookings: 5, refundCents: 130_000, participants: 10, skipped: 0 };
    }) as typeof callFunction);
    const onCancelled = vi.fn();
    await renderWithProviders(
      <CancelDateButton
        tourId="emotion-in-villa"
        tourName="E-Motion in Villa"
        date="2026-11-29"
        onCancelled={onCancelled}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Annulla data/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Annullare E-Motion in Villa di domenica 29 novembre 2026?',
    });
    expect(dialog).toHaveTextContent(
      '5 prenotazioni pagate (10 partecipanti) saranno annullate e rimborsate al 100%: 1300,00 € in totale.',
    );
    expect(requests).toEqual([{ tourId: 'emotion-in-villa', date: '2026-11-29', preview: true }]);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla data' }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(requests[1]).toEqual({ tourId: 'emotion-in-villa', date: '2026-11-29', preview: false });
  });

  it.each([
    [
      'it',
      /Annulla data/,
      '1 prenotazione pagata (1 partecipante) sarà annullata e rimborsata al 100%: 80,00 € in totale.',
      'Data annullata: 1 prenotazione rimborsata (80,00 €).',
    ],
    [
      'en',
      /Cancel date/,
      '1 paid booking (1 participant) will be cancelled and refunded in full: €80.00 in total.',
      'Date cancelled: 1 booking refunded (€80.00).',
    ],
  ] as const)('counts a single booking in the singular (%s)', async (locale, name, told, done) => {
    vi.mocked(callFunction).mockResolvedValue({
      bookings: 1,
      refundCents: 8000,
      participants: 1,
      skipped: 0,
    });
    await renderWithToaster(locale);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(told);
    await user.click(within(dialog).getByRole('button', { name }));
    expect(await screen.findByText(done)).toBeInTheDocument();
  });

  it.each([
    [
      'it',
      1,
      'Data annullata: 1 prenotazione rimborsata (80,00 €). 1 prenotazione non era più su questa data ed è rimasta com’era.',
    ],
    [
      'it',
      2,
      'Data annullata: 1 prenotazione rimborsata (80,00 €). 2 prenotazioni non erano più su questa data e sono rimaste com’erano.',
    ],
    [
      'en',
      2,
      'Date cancelled: 1 booking refunded (€80.00). 2 bookings were no longer on this date and were left as they were.',
    ],
  ] as const)('tells the bookings it left alone (%s, %i)', async (locale, skipped, done) => {
    vi.mocked(callFunction).mockResolvedValue({
      bookings: 1,
      refundCents: 8000,
      participants: 1,
      skipped,
    });
    await renderWithToaster(locale);
    const user = userEvent.setup();
    const name = locale === 'it' ? /Annulla data/ : /Cancel date/;
    await user.click(screen.getByRole('button', { name }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name }));
    expect(await screen.findByText(done)).toBeInTheDocument();
  });

  it.each([
    ['MANAGER_ONLY', 'it', 'Solo i responsabili possono annullare una data.'],
    ['MANAGER_ONLY', 'en', 'Only managers can cancel a date.'],
    ['DATE_IN_PAST', 'it', 'Questa data è già passata: non si può annullare.'],
    ['DATE_IN_PAST', 'en', 'This date has already passed: it cannot be cancelled.'],
    ['UNAUTHENTICATED', 'en', 'Your session has expired or your staff access was revoked.'],
  ] as const)('tells a %s refusal in %s', async (reason, locale, message) => {
    vi.mocked(callFunction).mockRejectedValue(
      new CallableError(reason, reason, 'permission-denied'),
    );
    await renderWithToaster(locale);
    const name = locale === 'it' ? /Annulla data/ : /Cancel date/;
    await userEvent.setup().click(screen.getByRole('button', { name }));
    expect(await screen.findByText(message, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
