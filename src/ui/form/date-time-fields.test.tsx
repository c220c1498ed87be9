import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { DateField } from './date-field';
import { clockTimes, TimeField } from './time-field';

function ControlledDate({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Data" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('DateField', () => {
  // The calendar's chunk, loaded once here: a busy machine's first transform of react-day-picker
  // is not what these tests are about.
  beforeAll(async () => {
    await import('./date-field-calendar');
  });

  it('shows the day as the page writes it and takes a typed day', async () => {
    await renderWithProviders(<ControlledDate initial="2026-11-28" />);
    const field = screen.getByRole('textbox', { name: 'Data' });
    expect(field).toHaveValue('28/11/2026');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '24/12/2026');
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-24');
  });

  it('keeps the last real day when what was typed names none', async () => {
    await renderWithProviders(<ControlledDate initial="2026-11-28" />);
    const field = screen.getByRole('textbox', { name: 'Data' });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '31/02/2026');
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-28');
    expect(field).toHaveValue('28/11/2026');
  });

  it.each([
    ['it', 'Calendario', 'dicembre 2026'],
    ['en', 'Calendar', 'December 2026'],
  ] as const)(
    'chooses on a calendar in %s and gives the focus back',
    async (locale, open, month) => {
      await renderWithProviders(<ControlledDate initial="2026-12-01" />, { locale });
      const user = userEvent.setup();
      const button = screen.getByRole('button', { name: open });
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      // The calendar's chunk loads on the first "Calendario".
      expect(await screen.findByRole('grid', { name: month })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /24/ }));
      expect(screen.getByRole('status')).toHaveTextContent('2026-12-24');
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    },
  );

  it('closes the calendar on Escape without changing the day', async () => {
    await renderWithProviders(<ControlledDate initial="2026-12-01" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Calendario' }));
    await screen.findByRole('grid');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calendario' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-01');
  });
});

describe('TimeField', () => {
  it('offers the times of the day a quarter apart, in 24 hours, keeping a time between them', () => {
    const times = clockTimes(15, '09:05');
    expect(times).toHaveLength(97);
    expect(times.slice(36, 39)).toEqual(['09:00', '09:05', '09:15']);
  });

  it('names each time as the page writes it', async () => {
    await renderWithProviders(<TimeField label="Ora" value="09:00" onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Ora' });
    expect(select).toHaveDisplayValue('09:00');
  });
});
