import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '@/lib/firebase/call-function';
import BookingCard from './booking-card';
import { scrollTermsTo } from '@/features/booking/testing/booking-steps';
import { renderBooking } from '@/features/booking/testing/render-booking';

// The terms never reach the network; the edge is mocked so an accidental call would fail loudly.

const openTerms = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Leggi e accetta i termini e condizioni' }));
  return screen.findByRole('dialog', { name: 'Termini e Condizioni di Servizio' });
};

const agreement = (dialog: HTMLElement) =>
  within(dialog).getByRole('checkbox', { name: 'Ho letto e accetto i termini e condizioni' });

describe('terms dialog', () => {
  let info: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    info.mockRestore();
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('shows the terms text in the current language', async () => {
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />, { locale: 'en' });
    await user.click(
      screen.getByRole('button', { name: 'Read and accept the terms and conditions' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(dialog).getByText(/These terms govern taking part/)).toBeInTheDocument();
  });

  it('enables the checkbox only within 10 px of the end of the text', async () => {
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    const dialog = await openTerms(user);
    expect(agreement(dialog)).toBeDisabled();
    scrollTermsTo(11);
    expect(agreement(dialog)).toBeDisabled();
    scrollTermsTo(10);
    expect(agreement(dialog)).toBeEnabled();
  });

  it('enables Accept only while the box is checked, and Accept records the terms', async () => {
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    const dialog = await openTerms(user);
    const accept = within(dialog).getByRole('button', { name: 'Accetta' });
    expect(accept).toBeDisabled();
    scrollTermsTo(0);
    await user.click(agreement(dialog));
    expect(accept).toBeEnabled();
    await user.click(agreement(dialog));
    expect(accept).toBeDisabled();
    await user.click(agreement(dialog));
    await user.click(accept);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/Termini e condizioni accettati/)).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('Terms accepted', {
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      version: '08/09/2025',
      language: 'it',
    });
  });

  it('resets the scroll flag and the checkbox at every opening', async () => {
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    let dialog = await openTerms(user);
    scrollTermsTo(0);
    await user.click(agreement(dialog));
    await user.keyboard('{Escape}');
    dialog = await openTerms(user);
    expect(agreement(dialog)).not.toBeChecked();
    expect(agreement(dialog)).toBeDisabled();
  });

  it('Cancel only closes: the terms stay unaccepted and focus returns to the link', async () => {
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="pojega" />);
    const dialog = await openTerms(user);
    scrollTermsTo(0);
    await user.click(agreement(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Termini e condizioni accettati/)).not.toBeInTheDocument();
    expect(info).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Leggi e accetta i termini e condizioni' }),
    ).toHaveFocus();
  });
});
