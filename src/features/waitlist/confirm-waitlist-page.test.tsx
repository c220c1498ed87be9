import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConfirmWaitlistResponse } from '@/domain/api/waitlist';
import { callFunction } from '@/lib/firebase/call-function';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { ConfirmWaitlistPage } from './confirm-waitlist-page';

const TOKEN = 'entry-7.c2lnbmF0dXJlLW9mLXRoZS1vZmZlcg';

function answer(result: ConfirmWaitlistResponse | Error) {
  vi.mocked(callFunction).mockImplementation((async () => {
    if (result instanceof Error) throw result;
    return result;
  }) as typeof callFunction);
}

describe('/lista-attesa?conferma=1', () => {
  it('confirms only once the button is pressed, then gives the place in line with the focus on it', async () => {
    answer({ outcome: 'confirmed', tourId: 'castagne', date: '2026-12-06', position: 2 });
    const user = userEvent.setup();
    await renderWithProviders(<ConfirmWaitlistPage token={TOKEN} />);
    expect(callFunction).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: "Conferma la lista d'attesa" }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      /Sei in lista d'attesa di .*, domenica 6 dicembre 2026: sei il n\. 2\./,
    );
    expect(status).toHaveFocus();
    expect(vi.mocked(callFunction).mock.calls[0]?.slice(0, 2)).toEqual([
      'confirmWaitlist',
      { token: TOKEN },
    ]);
  });

  it('says in English when the link came after 24 hours', async () => {
    answer({ outcome: 'expired', tourId: 'castagne', date: '2026-12-06' });
    const user = userEvent.setup();
    await renderWithProviders(<ConfirmWaitlistPage token={TOKEN} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Confirm the waiting list' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/24 hours/);
  });

  it("words a refused link in the page's terms and keeps the button", async () => {
    answer(new CallableError('bad', 'INVALID_LINK', 'invalid-argument'));
    const user = userEvent.setup();
    await renderWithProviders(<ConfirmWaitlistPage token={TOKEN} />);
    await user.click(screen.getByRole('button', { name: "Conferma la lista d'attesa" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Conferma la lista d'attesa" dell'e-mail/,
    );
    expect(screen.getByRole('button', { name: "Conferma la lista d'attesa" })).toBeEnabled();
  });
});
