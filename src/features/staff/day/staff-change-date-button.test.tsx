import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AvailabilityResponse } from '@/domain/api/availability';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { rosterBooking } from '@/test/roster-booking';
import { answerCalls } from '@/test/call-function-double';
import { StaffChangeDateButton } from './staff-change-date-button';

const AVAILABILITY: AvailabilityResponse = {
  tourId: 'emotion-in-villa',
  schedule: DEFAULT_SCHEDULES['emotion-in-villa'],
  dates: ['2026-11-28', '2026-11-29'],
  remainingByDate: { '2026-11-29': 8 },
  asOf: '2026-11-23T09:00:00.000Z',
};

const BOOKING = rosterBooking({
  bookingId: 'AbCdEfGh1234',
  tourId: 'emotion-in-villa',
  tourName: 'E-Motion in Villa',
  selectedDate: '2026-11-28',
});

function backend(move: () => Promise<unknown>) {
  return answerCalls((name) => (name === 'availability' ? AVAILABILITY : move()));
}

async function moveToSunday(locale: 'it' | 'en') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^(Cambia data|Change date)/ }));
  const dialog = await screen.findByRole('dialog');
  const sunday = () =>
    within(dialog)
      .getAllByRole('button')
      .find((button) => button.textContent === '29' && button.closest('td'))!;
  await waitFor(() => expect(sunday()).toBeEnabled());
  await user.click(sunday());
  await user.click(
    within(dialog).getByRole('button', { name: locale === 'it' ? 'Continua' : 'Continue' }),
  );
  await user.click(
    within(dialog).getByRole('button', {
      name: locale === 'it' ? 'Conferma il cambio' : 'Confirm the change',
    }),
  );
  return { dialog, user };
}

describe('Cambia data in the roster', () => {
  it('moves the booking for a manager, then reloads the roster on close', async () => {
    const calls = backend(async () => ({ selectedDate: '2026-11-29', status: 'paid' }));
    const onMoved = vi.fn();
    await renderWithProviders(<StaffChangeDateButton booking={BOOKING} onMoved={onMoved} />);
    const { dialog, user } = await moveToSunday('it');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Prenotazione ABCDEFGH spostata a domenica 29 novembre 2026',
    );
    expect(calls.find((call) => call.name === 'staffChangeBookingDate')?.data).toEqual({
      bookingId: 'AbCdEfGh1234',
      newDate: '2026-11-29',
    });
    expect(onMoved).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(onMoved).toHaveBeenCalledOnce();
  });

  it('moves a booking whose tour has begun only with the reason written in the confirmation', async () => {
    const calls = backend(async () => {
      const last = calls.filter((call) => call.name === 'staffChangeBookingDate').at(-1);
      if (!(last?.data as { reason?: string }).reason) {
        throw new CallableError('begun', 'REASON_REQUIRED', 'failed-precondition', {
          fields: ['reason'],
        });
      }
      return { selectedDate: '2026-11-29', status: 'paid' };
    });
    await renderWithProviders(<StaffChangeDateButton booking={BOOKING} onMoved={vi.fn()} />);
    const { dialog, user } = await moveToSunday('it');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'scrivi il motivo per spostarla',
    );
    const sunday = within(dialog)
      .getAllByRole('button')
      .find((button) => button.textContent === '29' && button.closest('td'))!;
    await user.click(sunday);
    await user.click(within(dialog).getByRole('button', { name: 'Continua' }));
    await user.type(within(dialog).getByLabelText(/Motivo/), ' Temporale alla partenza ');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma il cambio' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('spostata');
    expect(calls.filter((call) => call.name === 'staffChangeBookingDate').at(-1)?.data).toEqual({
      bookingId: 'AbCdEfGh1234',
      newDate: '2026-11-29',
      reason: 'Temporale alla partenza',
    });
  });

  it('tells a guide, in English, that only managers change a booking’s date', async () => {
    backend(async () => {
      throw new CallableError('guide', 'MANAGER_ONLY', 'permission-denied');
    });
    const onMoved = vi.fn();
    await renderWithProviders(<StaffChangeDateButton booking={BOOKING} onMoved={onMoved} />, {
      locale: 'en',
    });
    const { dialog } = await moveToSunday('en');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Only managers can change a booking's date.",
    );
    expect(onMoved).not.toHaveBeenCalled();
  });
});
