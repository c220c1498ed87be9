import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffRentalStock } from '@/domain/api/staff-rental-stock';
import { addDays, todayInRome } from '@/domain/calendar';
import { CallableError } from '@/lib/firebase/callable-error';
import { answerCalls } from '@/test/call-function-double';
import { renderWithProviders } from '@/test/render-with-providers';
import { RentalStockSection } from './rental-stock-section';

const today = todayInRome(new Date());
const rentedDay = addDays(today, 5);

const stock = (canEdit: boolean): StaffRentalStock => ({
  models: [
    {
      modelId: 'focus-jarifa',
      modelName: 'Focus Jarifa',
      units: { XS: 0, S: 2, M: 3, L: 2, XL: 0 },
      bufferHours: 1,
      outOfService: [{ size: 'L', units: 1, from: today, to: addDays(today, 2), note: 'freni' }],
    },
  ],
  addOns: [
    {
      addOnId: 'child-seat',
      name: { it: 'Seggiolino per bambini', en: 'Child seat' },
      units: 2,
      pricePerDayCents: 500,
    },
  ],
  canEdit,
  today,
  asOf: new Date().toISOString(),
});

async function openStock(canEdit: boolean, update: (data: unknown) => unknown = () => stock(true)) {
  const calls = answerCalls((name, data) => {
    if (name === 'staffRentalStock') return stock(canEdit);
    if (name === 'staffUpdateRentalStock') return update(data);
    throw new Error(`unexpected ${name}`);
  });
  await renderWithProviders(<RentalStockSection uid="staff-1" />);
  await userEvent.click(screen.getByText('Bici per taglia, fuori servizio e accessori'));
  await screen.findByRole('heading', { name: 'Focus Jarifa' });
  return calls;
}

describe('"Scorte" in Noleggi', () => {
  it('shows guides the stock without any editing control', async () => {
    await openStock(false);
    expect(screen.getByText(/Bici per taglia: S 2, M 3, L 2/)).toBeInTheDocument();
    expect(screen.getByText(/Taglia L: 1 dal/)).toBeInTheDocument();
    expect(screen.getByText(/Seggiolino per bambini: 2/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rimetti in servizio' })).toBeNull();
  });

  it('sends a manager’s units and buffer, checked first on the field', async () => {
    const calls = await openStock(true);
    const form = screen.getByRole('form', { name: 'Bici di Focus Jarifa per taglia' });
    const medium = within(form).getByRole('textbox', { name: /Taglia M/ });
    await userEvent.clear(medium);
    await userEvent.type(medium, 'tre');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva bici e pausa' }));
    expect(medium).toHaveAccessibleDescription(/Un numero intero di bici, da 0 a 200/);
    expect(medium).toHaveFocus();
    expect(calls.filter((call) => call.name === 'staffUpdateRentalStock')).toHaveLength(0);

    await userEvent.clear(medium);
    await userEvent.type(medium, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva bici e pausa' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'staffUpdateRentalStock')?.data).toEqual({
        change: {
          op: 'setModel',
          modelId: 'focus-jarifa',
          units: { XS: 0, S: 2, M: 5, L: 2, XL: 0 },
          bufferHours: 1,
        },
      }),
    );
  });

  it('shows the server’s refusal below what is rented on the size, naming the day', async () => {
    await openStock(true, () => {
      throw new CallableError('below', 'STOCK_BELOW_RENTED', 'failed-precondition', {
        reason: 'STOCK_BELOW_RENTED',
        fields: ['change.units.M'],
        dates: [rentedDay],
      });
    });
    const form = screen.getByRole('form', { name: 'Bici di Focus Jarifa per taglia' });
    const medium = within(form).getByRole('textbox', { name: /Taglia M/ });
    await userEvent.clear(medium);
    await userEvent.type(medium, '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva bici e pausa' }));
    const [year, month, day] = rentedDay.split('-').map(Number);
    const named = new Intl.DateTimeFormat('it-IT', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(year!, month! - 1, day!));
    await waitFor(() =>
      expect(medium).toHaveAccessibleDescription(
        `Troppo poche: ci sono già più unità noleggiate il ${named}.`,
      ),
    );
  });

  it('keeps a field’s own words when the server refuses it for another reason', async () => {
    await openStock(true, () => {
      throw new CallableError('invalid', 'INVALID_INPUT', 'invalid-argument', {
        reason: 'INVALID_INPUT',
        fields: ['change.units.M'],
      });
    });
    const form = screen.getByRole('form', { name: 'Bici di Focus Jarifa per taglia' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salva bici e pausa' }));
    const medium = within(form).getByRole('textbox', { name: /Taglia M/ });
    await waitFor(() =>
      expect(medium).toHaveAccessibleDescription(/Un numero intero di bici, da 0 a 200/),
    );
  });

  it('checks an add-on’s price and a bike’s reason out of service on their fields', async () => {
    const calls = await openStock(true);
    const seat = screen.getByRole('form', { name: 'Seggiolino per bambini' });
    const price = within(seat).getByRole('textbox', { name: /Prezzo al giorno/ });
    await userEvent.clear(price);
    await userEvent.type(price, 'cinque');
    await userEvent.click(within(seat).getByRole('button', { name: /Salva Seggiolino/ }));
    expect(price).toHaveAccessibleDescription(/Scrivi il prezzo in euro, per esempio 5,00/);

    const repair = screen.getByRole('form', { name: 'Bici fuori servizio di Focus Jarifa' });
    const note = within(repair).getByRole('textbox', { name: /Motivo/ });
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(within(repair).getByRole('button', { name: 'Metti fuori servizio' }));
    expect(note).toHaveAccessibleDescription(/Al massimo 200 caratteri/);
    expect(calls.filter((call) => call.name === 'staffUpdateRentalStock')).toHaveLength(0);
  });

  it('puts a bike back in service and changes an add-on’s price', async () => {
    const calls = await openStock(true);
    await userEvent.click(screen.getByRole('button', { name: 'Rimetti in servizio' }));
    const seat = screen.getByRole('form', { name: 'Seggiolino per bambini' });
    const price = within(seat).getByRole('textbox', { name: /Prezzo al giorno/ });
    await userEvent.clear(price);
    await userEvent.type(price, '7,50');
    await userEvent.click(within(seat).getByRole('button', { name: /Salva Seggiolino/ }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.name === 'staffUpdateRentalStock').map((call) => call.data),
      ).toEqual([
        {
          change: {
            op: 'removeOutOfService',
            modelId: 'focus-jarifa',
            range: { size: 'L', units: 1, from: today, to: addDays(today, 2), note: 'freni' },
          },
        },
        { change: { op: 'setAddOn', addOnId: 'child-seat', units: 2, pricePerDayCents: 750 } },
      ]),
    );
  });
});
