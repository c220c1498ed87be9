import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ErrorPage } from './error-page';

function Broken(): never {
  throw new Error('render failed');
}

/** A site whose page fails to render, with the app's default error component. */
async function renderFailingPage(locale: 'it' | 'en') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <header>Valpolicella E-Bike Tours</header>
        <Outlet />
      </>
    ),
  });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Broken });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: ErrorPage,
  });
  await renderWithProviders(<RouterProvider router={router} />, { locale });
}

describe('ErrorPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the spec page inside the layout, with reload and home, and logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderFailingPage('it');
    expect(
      await screen.findByRole('heading', { name: "Errore imprevisto dell'applicazione!" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Valpolicella E-Bike Tours')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Unexpected application error',
      expect.objectContaining({ message: 'render failed' }),
      expect.any(String),
    );
  });

  it('reads "Unexpected Application Error!" in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderFailingPage('en');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('reloads from its button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    await renderWithProviders(
      <ErrorPage error={new Error('x')} reset={() => {}} reload={reload} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ricarica la pagina' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
