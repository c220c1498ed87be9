import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatISO, parseISO } from 'date-fns';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { todayInRome } from '@/domain/calendar';
import { formatLongDate } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import { callFunction } from '@/lib/firebase/call-function';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { answerCalls } from '@/test/call-function-double';
import { PostponeDateButton } from './postpone-date-button';

/** Days counted from today in Rome, as the picker counts them. */
const inDays = (days: number) =>
  formatISO(addDays(parseISO(todayInRome(new Date())), days), { representation: 'date' });
const DATE = inDays(3);
/** The next day, or the one before when the month ends: the calendar opens on DATE's month. */
const NEW_DATE = inDays(4).slice(0, 7) === DATE.slice(0, 7) ? inDays(4) : inDays(2);
/** A day's button in the calendar, by the number it shows. */
async function dayButton(iso: string): Promise<HTMLButtonElement> {
  const grid = await screen.findByRole('grid');
  const day = String(Number(iso.slice(8)));
  const button = within(grid)
    .getAllByRole('button')
    .find((candidate) => candidate.textContent === day);
  if (!(button instanceof HTMLButtonElement)) throw new Error(`no button for ${iso}`);
  return button;
}

/**
 * DATE's "Rinvia data" (named `name` in the locale), with the toaster beside it, opened and
 * NEW_DATE chosen: the dialog then says what the postponement would do.
 */
async function chooseNewDate(name: RegExp, locale: Locale = 'it') {
  await renderWithProviders(
    <>
      <PostponeDateButton tourId="pojega" tourName="Pojega Tour" date={DATE} />
      <Toaster />
    </>,
    { locale },
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name }));
  await user.click(await dayButton(NEW_DATE));
  return { user, dialog: await screen.findByRole('dialog') };
}

const PREVIEW = {
  bookings: 20,
  participants: 31,
  moved: 14,
  notMoved: 6,
  skipped: 0,
  seatsOnNewDate: 20,
};

describe('Rinvia data', () => {
  it('asks for the new day, names how many bookings fit there, then postpones', async () => {
    const requests = answerCalls(() => PREVIEW);
    const onPostponed = vi.fn();
    await renderWithProviders(
      <PostponeDateButton
        tourId="emotion-in-villa"
        tourName="E-Motion in Villa"
        date={DATE}
        onPostponed={onPostponed}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Rinvia data/ }));
    const dialog = await screen.findByRole('dialog', {
      name: `Rinviare E-Motion in Villa di ${formatLongDate(DATE, 'it')}?`,
    });
    const confirm = within(dialog).getByRole('button', { name: 'Rinvia data' });
    expect(confirm).toBeDisabled();
    // The postponed day itself and the days up to today are no choice.
    expect(await dayButton(DATE)).toBeDisabled();
    expect(requests).toEqual([]);

    await user.click(await dayButton(NEW_DATE));
    expect(
      await within(dialog).findByText('20 prenotazioni, 14 entrano nella nuova data, 6 no.'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Posti liberi nella nuova data: 20.');
    expect(requests).toEqual([
      {
        name: 'postponeTourDate',
        data: { tourId: 'emotion-in-villa', date: DATE, newDate: NEW_DATE, preview: true },
      },
    ]);
    await user.click(confirm);
    await vi.waitFor(() => expect(onPostponed).toHaveBeenCalledWith(PREVIEW));
    expect(requests[1]).toEqual({
      name: 'postponeTourDate',
      data: { tourId: 'emotion-in-villa', date: DATE, newDate: NEW_DATE, preview: false },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      'it',
      'La nuova data non è prenotabile: scegli un giorno dopo oggi, con il preavviso del tour ed entro il periodo in cui si prenota.',
    ],
    [
      'en',
      "The new date cannot be booked: choose a day after today, with the tour's notice and within its booking period.",
    ],
  ] as const)(
    'tells a refused new day in the dialog (%s) and postpones nothing',
    async (locale, message) => {
      vi.mocked(callFunction).mockRejectedValue(
        new CallableError('INVALID_DATE', 'INVALID_DATE', 'invalid-argument', {
          fields: ['newDate'],
        }),
      );
      await renderWithProviders(
        <PostponeDateButton tourId="pojega" tourName="Pojega Tour" date={DATE} />,
        { locale },
      );
      const user = userEvent.setup();
      await user.click(
        screen.getByRole('button', { name: locale === 'it' ? /Rinvia data/ : /Postpone date/ }),
      );
      const dialog = await screen.findByRole('dialog');
      const picker = await within(dialog).findByRole('group', {
        name: locale === 'it' ? 'Nuova data' : 'New date',
      });
      await user.click(await dayButton(NEW_DATE));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(picker).toHaveAttribute('aria-invalid', 'true');
      expect(
        within(dialog).getByRole('button', {
          name: locale === 'it' ? 'Rinvia data' : 'Postpone date',
        }),
      ).toBeDisabled();
      expect(vi.mocked(callFunction)).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    [
      'it',
      /Rinvia data/,
      '1 prenotazione, 1 entra nella nuova data, 0 no.',
      'Data rinviata: 1 prenotazione spostata, 0 da ricollocare o rimborsare.',
    ],
    [
      'en',
      /Postpone date/,
      '1 booking, 1 fits on the new date, 0 do not.',
      'Date postponed: 1 booking moved, 0 to place on another date or refund.',
    ],
  ] as const)('counts a single booking in the singular (%s)', async (locale, name, told, done) => {
    const single = {
      bookings: 1,
      participants: 2,
      moved: 1,
      notMoved: 0,
      skipped: 0,
      seatsOnNewDate: 8,
    };
    vi.mocked(callFunction).mockResolvedValue(single);
    const { user, dialog } = await chooseNewDate(name, locale);
    expect(await within(dialog).findByText(told)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name }));
    expect(await screen.findByText(done)).toBeInTheDocument();
  });

  it.each([
    [
      'it',
      /Rinvia data/,
      'Data rinviata: 1 prenotazione spostata, 0 da ricollocare o rimborsare. 1 prenotazione non era più su questa data ed è rimasta com’era.',
    ],
    [
      'en',
      /Postpone date/,
      'Date postponed: 1 booking moved, 0 to place on another date or refund. 1 booking was no longer on this date and was left as it was.',
    ],
  ] as const)('tells the bookings it left alone (%s)', async (locale, name, done) => {
    const preview = { bookings: 2, participants: 2, moved: 2, notMoved: 0, skipped: 0 };
    vi.mocked(callFunction).mockImplementation((async (_name: string, data: unknown) =>
      (data as { preview: boolean }).preview
        ? { ...preview, seatsOnNewDate: 8 }
        : { ...preview, moved: 1, skipped: 1, seatsOnNewDate: 8 }) as typeof callFunction);
    const { user, dialog } = await chooseNewDate(name, locale);
    await user.click(await within(dialog).findByRole('button', { name }));
    expect(await screen.findByText(done)).toBeInTheDocument();
  });

  it('tells a guide, in a toast, that only managers postpone a date', async () => {
    vi.mocked(callFunction).mockImplementation((async (_name: string, data: unknown) => {
      if ((data as { preview: boolean }).preview) return PREVIEW;
      throw new CallableError('MANAGER_ONLY', 'MANAGER_ONLY', 'permission-denied');
    }) as typeof callFunction);
    const { user, dialog } = await chooseNewDate(/Rinvia data/);
    await within(dialog).findByText(/entrano nella nuova data/);
    await user.click(within(dialog).getByRole('button', { name: 'Rinvia data' }));
    expect(
      await screen.findByText('Solo i responsabili possono rinviare una data.'),
    ).toBeInTheDocument();
  });
});
