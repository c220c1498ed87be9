import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LeaveWaitlistResponse } from '@/domain/api/waitlist';
import { callFunction } from '@/lib/firebase/call-function';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { LeaveWaitlistPage } from './leave-waitlist-page';

const TOKEN = 'entry-7.c2lnbmF0dXJlLW9mLXRoZS1vZmZlcg';

function answer(result: LeaveWaitlistResponse | Error) {
  vi.mocked(callFunction).mockImplementation((async () => {
    if (result instanceof Error) throw result;
    return result;
  }) as typeof callFunction);
}

describe('/lista-attesa', () => {
  it('leaves only once the button is pressed, then says so with the focus on the answer', async () => {
    answer({ left: true, tourId: 'castagne', date: '2026-12-06' });
    const user = userEvent.setup();
    await renderWithProviders(<LeaveWaitlistPage token={TOKEN} />);
    expect(callFunction).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Esci dalla lista' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      /Sei uscito dalla lista d'attesa di .*, domenica 6 dicembre 2026/,
    );
    expect(status).toHaveFocus();
    expect(vi.mocked(callFunction).mock.calls[0]?.slice(0, 2)).toEqual([
      'leaveWaitlist',
      { token: TOKEN },
    ]);
  });

  it('says nothing changed for an entry no longer in line', async () => {
    answer({ left: false, tourId: 'castagne', date: '2026-12-06' });
    const user = userEvent.setup();
    await renderWithProviders(<LeaveWaitlistPage token={TOKEN} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Leave the list' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/nothing has changed/);
  });

  it("words a refused link in the page's terms and keeps the button", async () => {
    answer(new CallableError('bad', 'INVALID_LINK', 'invalid-argument'));
    const user = userEvent.setup();
    await renderWithProviders(<LeaveWaitlistPage token={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Esci dalla lista' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Esci dalla lista" dell'e-mail/);
    expect(screen.getByRole('button', { name: 'Esci dalla lista' })).toBeEnabled();
  });

  it('says the link is incomplete without a token', async () => {
    await renderWithProviders(<LeaveWaitlistPage token={undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/Il link è incompleto/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
