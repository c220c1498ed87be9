import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { addDays, formatISO, parseISO } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import type { StaffSchedule } from '@/domain/api/staff-calendar';
import { todayInRome } from '@/domain/calendar';
import { formatLongDate, formatMoment } from '@/domain/format';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import { CallableError } from '@/lib/firebase/callable-error';
import { goOffline } from '@/test/browser-offline';
import { deviceStore } from '@/test/in-memory-device-store';
import { answerCalls } from '@/test/call-function-double';
import { renderStaffView } from '@/test/render-staff-view';
import { CalendarView } from './calendar-view';

const TODAY = todayInRome(new Date());
const inDays = (days: number) =>
  formatISO(addDays(parseISO(TODAY), days), { representation: 'date' });
/** A listed departure with seats booked, a closed one, and a day without a departure. */
const BOOKED = inDays(3);
const CLOSED = inDays(4);
const EMPTY = inDays(5);

function answer(overrides: Partial<StaffSchedule['schedule'] & object> = {}): StaffSchedule {
  return {
    tourId: 'walk-wine-pojega',
    schedule: {
      ...DEFAULT_SCHEDULES['walk-wine-pojega'],
      weekdays: [],
      dates: [BOOKED, CLOSED],
      closedDates: [CLOSED],
      ...overrides,
    },
    unreadableFields: [],
    version: '1764000000.000000001',
    seatsByDate: { [BOOKED]: 3 },
    today: TODAY,
    asOf: `${TODAY}T08:00:00.000Z`,
  };
}

async function renderCalendar(isManager: boolean, reply: (name: string, data: unknown) => unknown) {
  const calls = answerCalls(reply);
  await renderStaffView(
    () => <CalendarView uid="staff-1" isManager={isManager} />,
    '/staff?vista=calendario&tour=walk-wine-pojega',
  );
  return calls;
}

/** A day of the month view by its accessible name's date, moving to its month if needed. */
async function day(user: UserEvent, iso: string): Promise<HTMLElement> {
  const name = new RegExp(`^${formatLongDate(iso, 'it')}:`);
  await screen.findByRole('grid');
  for (let month = 0; month < 2; month += 1) {
    const found = screen.queryByRole('button', { name });
    if (found) return found;
    await user.click(screen.getByRole('button', { name: 'Vai al mese successivo' }));
  }
  return screen.getByRole('button', { name });
}

describe('Calendario', () => {
  it('tells departures, closed days and booked seats apart in words, and adds a departure', async () => {
    const user = userEvent.setup();
    const calls = await renderCalendar(true, (name, data) =>
      name === 'staffSchedule'
        ? answer()
        : answer({ dates: [BOOKED, CLOSED, (data as { change: { date: string } }).change.date] }),
    );
    expect(await day(user, BOOKED)).toHaveAccessibleName(
      `${formatLongDate(BOOKED, 'it')}: partenza, 3 posti prenotati`,
    );
    expect(await day(user, CLOSED)).toHaveAccessibleName(`${formatLongDate(CLOSED, 'it')}: chiuso`);
    await user.click(await day(user, EMPTY));
    const dialog = await screen.findByRole('dialog', { name: formatLongDate(EMPTY, 'it') });
    expect(dialog).toHaveTextContent('Nessuna partenza in questo giorno.');
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi partenza' }));

    await vi.waitFor(() =>
      expect(calls.at(-1)).toEqual({
        name: 'staffUpdateSchedule',
        data: {
          tourId: 'walk-wine-pojega',
          version: '1764000000.000000001',
          change: { op: 'addDeparture', date: EMPTY },
        },
      }),
    );
    expect(
      await within(dialog).findByText('Partenza aggiunta per questo giorno.'),
    ).toBeInTheDocument();
  });

  it('offers Annulla data and Rinvia data, not removal, on a departure with bookings', async () => {
    const user = userEvent.setup();
    await renderCalendar(true, () => answer());
    await user.click(await day(user, BOOKED));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Posti prenotati o in pagamento: 3.');
    expect(within(dialog).queryByRole('button', { name: 'Togli la partenza' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Chiudi il giorno' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Annulla data/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Rinvia data/ })).toBeInTheDocument();
  });

  it('reloads when another manager changed the calendar meanwhile, and says so', async () => {
    const user = userEvent.setup();
    const calls = await renderCalendar(true, (name) => {
      if (name === 'staffSchedule') return answer();
      throw new CallableError('stale', 'SCHEDULE_CHANGED', 'aborted');
    });
    await user.click(await day(user, EMPTY));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi partenza' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Il calendario era stato cambiato nel frattempo',
    );
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.name === 'staffSchedule')).toHaveLength(2),
    );
  });

  it('checks the settings on their fields before sending them', async () => {
    const user = userEvent.setup();
    const calls = await renderCalendar(true, () => answer());
    const notice = await screen.findByRole('textbox', { name: /Preavviso \(ore\)/ });
    await user.clear(notice);
    await user.type(notice, 'due');
    await user.click(screen.getByRole('button', { name: 'Salva orari e periodo' }));
    expect(notice).toHaveAccessibleDescription(/Un numero intero di ore, da 0 a 8760\./);
    expect(notice).toHaveFocus();
    expect(calls.map((call) => call.name)).toEqual(['staffSchedule']);
  });

  it('shows a guide the same calendar, read-only', async () => {
    const user = userEvent.setup();
    await renderCalendar(false, () => answer());
    await user.click(await day(user, EMPTY));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Solo un responsabile, con la connessione, può cambiare');
    expect(within(dialog).queryByRole('button', { name: 'Aggiungi partenza' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salva orari e periodo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /prenotazioni online/ })).toBeNull();
  });

  it('opens offline on the copy saved on this phone, with its time, read-only', async () => {
    const user = userEvent.setup();
    const saved = answer();
    deviceStore.set('staff-schedule:walk-wine-pojega', { uid: 'staff-1', response: saved });
    goOffline();
    await renderCalendar(true, () => {
      throw new CallableError('offline', 'INTERNAL', 'internal');
    });
    expect(
      await screen.findByText(/Senza connessione: calendario salvato su questo dispositivo/),
    ).toHaveTextContent(formatMoment(saved.asOf, 'it'));
    expect(await day(user, BOOKED)).toHaveAccessibleName(
      `${formatLongDate(BOOKED, 'it')}: partenza, 3 posti prenotati`,
    );
    await user.click(await day(user, EMPTY));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Aggiungi partenza' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salva orari e periodo' })).toBeNull();
  });
});
