import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/domain/locale';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { RenewalByLink } from './renewal-by-link';
import { keepRenewalToken, keptRenewalToken } from './renewal-link-token';
import { callFunction } from '@/lib/firebase/call-function';

const renew = vi.mocked(callFunction);

const TOKEN = '2026-014.2026-12-31.c2lnbmF0dXJl';

async function renderPage(ui: ReactElement, locale: Locale = 'it') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/rinnova'] }),
  });
  await renderWithProviders(<RouterProvider router={router} />, { locale });
}

describe('/rinnova, the renewal reminder’s link', () => {
  /** The page as a mail scanner leaves it: nothing asked. Then a person's tap. */
  async function tapRenew(name: RegExp) {
    const button = await screen.findByRole('button', { name });
    expect(renew).not.toHaveBeenCalled();
    await userEvent.setup().click(button);
  }

  it('asks nothing on opening; one tap sends the token and says the renewal is asked', async () => {
    let answer: (value: { id: string; provisionalBooking: boolean }) => void = () => undefined;
    renew.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderPage(<RenewalByLink token={TOKEN} />);
    await tapRenew(/^Chiedi il rinnovo$/);
    // While it is sent the button is busy: a second tap sends nothing more.
    const busy = screen.getByRole('button', { name: /Invio della richiesta di rinnovo/ });
    expect(busy).toBeDisabled();
    await userEvent.setup().click(busy);
    answer({ id: 'renewal-3', provisionalBooking: true });
    expect(
      await screen.findByText(/Richiesta di rinnovo inviata. Il consiglio direttivo la confermerà/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Intanto puoi già prenotare/)).toBeInTheDocument();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith(
      'requestRenewal',
      { via: 'link', token: TOKEN, locale: 'it' },
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Vai ai tour' })).toHaveAttribute('href', '/tour');
    // The renewal's fee is paid from here, on the renewal the server stored.
    expect(screen.getByRole('button', { name: 'Paga la quota associativa' })).toBeEnabled();
  });

  it('promises no booking meanwhile when the board decides first, in English too', async () => {
    renew.mockResolvedValue({ id: 'renewal-3', provisionalBooking: false });
    await renderPage(<RenewalByLink token={TOKEN} />, 'en');
    await tapRenew(/^Request the renewal$/);
    expect(await screen.findByText(/Renewal request sent/)).toBeInTheDocument();
    expect(screen.queryByText(/In the meantime/)).toBeNull();
    expect(renew).toHaveBeenCalledWith(
      'requestRenewal',
      { via: 'link', token: TOKEN, locale: 'en' },
      expect.anything(),
    );
  });

  it('says what to do with a link that is not valid, offering no tap that cannot help', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renew.mockRejectedValue(new CallableError('bad [403]', 'INVALID_LINK', 'permission-denied'));
    await renderPage(<RenewalByLink token="forged" />);
    await tapRenew(/^Chiedi il rinnovo$/);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Questo link di rinnovo non è valido.*rinnova dalla scheda di prenotazione di un tour/,
    );
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contatti');
    expect(screen.queryByRole('button', { name: /Chiedi il rinnovo/ })).toBeNull();
  });

  it('says when the link has done its work (the membership changed since)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renew.mockRejectedValue(
      new CallableError('old [403]', 'LINK_NO_LONGER_VALID', 'permission-denied'),
    );
    await renderPage(<RenewalByLink token={TOKEN} />, 'en');
    await tapRenew(/^Request the renewal$/);
    expect(await screen.findByRole('alert')).toHaveTextContent(/This renewal link no longer works/);
  });

  it('offers the tap again after a failure the network may mend', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renew.mockRejectedValueOnce(new CallableError('offline', 'INTERNAL', 'internal'));
    renew.mockResolvedValueOnce({ id: 'renewal-3', provisionalBooking: false });
    await renderPage(<RenewalByLink token={TOKEN} />);
    await tapRenew(/^Chiedi il rinnovo$/);
    await screen.findByRole('alert');
    await userEvent.setup().click(screen.getByRole('button', { name: /^Chiedi il rinnovo$/ }));
    expect(await screen.findByText(/Richiesta di rinnovo inviata/)).toBeInTheDocument();
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('asks nothing without a token, and says which link to open', async () => {
    await renderPage(<RenewalByLink token={undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Il link è incompleto. Apri il link "Rinnova l'iscrizione" dell'e-mail di promemoria/,
    );
    expect(renew).not.toHaveBeenCalled();
  });

  it('keeps the token for the tab, out of the address', () => {
    keepRenewalToken(TOKEN);
    expect(keptRenewalToken()).toBe(TOKEN);
  });
});
