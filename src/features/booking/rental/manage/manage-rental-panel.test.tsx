import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ManageRentalResponse } from '@/domain/api/rental';
import type { Locale } from '@/domain/locale';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { serveCalls } from '@/test/call-function-double';
import { ManageRentalPanel } from './manage-rental-panel';

const PAID: ManageRentalResponse = {
  rental: {
    rentalId: 'RnTaL0001abc',
    modelId: 'focus-jarifa',
    modelName: 'Focus Jarifa²',
    formula: 'full_day',
    startDate: '2027-05-08',
    endDate: '2027-05-08',
    startsAt: '2027-05-08T07:00:00.000Z',
    endsAt: '2027-05-08T16:00:00.000Z',
    bikesBySize: { M: 2 },
    addOns: [{ addOnId: 'child-seat', name: 'Seggiolino', quantity: 1 }],
    amountTotalCents: 14_000,
    currency: 'eur',
    status: 'paid',
    customerEmail: 'm***@example.com',
    pickUpAddress: 'Via della Valpolicella 1, Negrar',
  },
  canCancel: true,
  refund: { percent: 100, amountCents: 14_000, state: 'none' },
  canChangeDates: true,
};

/** The server as the panel sees it: each call's name and data, and the answer the test gives. */
function backend(answers: Record<string, (data: unknown) => unknown>) {
  return serveCalls(answers);
}

const HANDLE = { token: 'RnTaL0001abc.sig' };
const render = (locale: Locale = 'it') =>
  renderWithProviders(<ManageRentalPanel handle={HANDLE} />, { locale });

describe('manage rental panel', () => {
  it('cancels only after the confirmation and then shows the refund it answered', async () => {
    const calls = backend({
      manageRental: () => PAID,
      cancelRental: () => ({
        status: 'cancelled',
        refund: { percent: 100, amountCents: 14_000, state: 'pending' },
      }),
    });
    await render();
    expect(await screen.findByText('2 × M')).toBeInTheDocument();
    expect(screen.getByText('Rimborso: 140,00 € (100%)')).toBeInTheDocument();
    expect(screen.getByText(/Più di 72 ore prima del ritiro/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Annulla il noleggio' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Annullare il noleggio?' });
    expect(calls.map((call) => call.name)).toEqual(['manageRental']);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla il noleggio' }));

    expect(await screen.findByText('Questo noleggio è annullato.')).toBeInTheDocument();
    expect(calls).toEqual([
      { name: 'manageRental', data: HANDLE },
      { name: 'cancelRental', data: HANDLE },
    ]);
    expect(screen.queryByRole('button', { name: 'Annulla il noleggio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cambia date' })).not.toBeInTheDocument();
  });

  it('moves a one-day rental to the day typed, with the same number of days', async () => {
    const calls = backend({
      manageRental: () => PAID,
      changeRentalDates: () => ({
        rental: { ...PAID.rental, startDate: '2027-05-15', endDate: '2027-05-15' },
      }),
    });
    await render();
    const form = await screen.findByRole('form', { name: 'Cambia date' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Sposta il noleggio' }));
    expect(
      await within(form).findByText('Scegli il nuovo primo giorno del noleggio.'),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.name)).toEqual(['manageRental']);

    await user.type(within(form).getByRole('textbox', { name: /Nuova data/ }), '15/05/2027');
    await user.click(within(form).getByRole('button', { name: 'Sposta il noleggio' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        name: 'changeRentalDates',
        data: { handle: HANDLE, startDate: '2027-05-15', endDate: '2027-05-15' },
      }),
    );
    // Pick-up and return both read the new day.
    expect(await screen.findAllByText(/15 maggio 2027/)).toHaveLength(2);
  });

  it('shows the server refusing a day on the date field, in English too', async () => {
    backend({
      manageRental: () => PAID,
      changeRentalDates: () => {
        throw new CallableError('CAPACITY_EXCEEDED', 'CAPACITY_EXCEEDED', 'failed-precondition', {
          fields: ['bikes'],
        });
      },
    });
    await render('en');
    const form = await screen.findByRole('form', { name: 'Change dates' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: /New date/ }), '15/05/2027');
    await user.click(within(form).getByRole('button', { name: 'Move the rental' }));
    const field = within(form).getByRole('textbox', { name: /New date/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(form).getByText(/not enough bikes or add-ons free on those days/i),
    ).toBeInTheDocument();
  });

  it('says why a link no longer opens the rental', async () => {
    backend({
      manageRental: () => {
        throw new CallableError(
          'LINK_NO_LONGER_VALID',
          'LINK_NO_LONGER_VALID',
          'failed-precondition',
        );
      },
    });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /il noleggio è stato annullato o rimborsato/,
    );
  });
});
