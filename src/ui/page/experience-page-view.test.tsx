import { act, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASTAGNE_PAGE } from '@/content/event-pages/castagne';
import { tourPage } from '@/content/tour-pages/tour-pages-by-slug';
import { TOURS } from '@/domain/tours';
import { trackPixelEvent } from '@/lib/analytics/meta-pixel';
import { recordConsent } from '@/lib/consent/consent-state';
import { renderWithProviders } from '@/test/render-with-providers';
import { ExperiencePageView } from './experience-page-view';

// The third party's edge: the pixel's module, loaded once advertising cookies are consented.
vi.mock('@/lib/analytics/meta-pixel', () => ({ trackPixelEvent: vi.fn() }));
afterEach(() => vi.mocked(trackPixelEvent).mockReset());

async function renderPage(view: () => ReactNode) {
  const rootRoute = createRootRoute({ component: () => <main data-testid="page">{view()}</main> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await renderWithProviders(<RouterProvider router={router} />);
  await screen.findByTestId('page');
}

describe('a tour or event page', () => {
  it('tells the pixel a tour was viewed, with the catalogue’s name and price, once consent is given', async () => {
    recordConsent({ marketing: false });
    const page = tourPage('pojega')!;
    await renderPage(() => <ExperiencePageView page={page} back="tours" booking={null} />);
    await vi.dynamicImportSettled();
    expect(vi.mocked(trackPixelEvent)).not.toHaveBeenCalled();

    act(() => recordConsent({ marketing: true }));
    await vi.waitFor(() =>
      expect(vi.mocked(trackPixelEvent)).toHaveBeenCalledExactlyOnceWith('ViewContent', {
        content_name: TOURS[page.bookingId].displayName,
        content_category: 'Tour',
        value: TOURS[page.bookingId].priceCents / 100,
        currency: 'EUR',
      }),
    );
  });

  it('shows the chestnut tour’s lead before its description, its badge, and tells the pixel an event was viewed', async () => {
    recordConsent({ marketing: true });
    await renderPage(() => (
      <ExperiencePageView
        page={CASTAGNE_PAGE}
        back="events"
        booking={null}
        lead={<p>Restano 7 posti</p>}
      />
    ));
    const lead = screen.getByText('Restano 7 posti');
    const description = screen.getByRole('heading', { name: 'Descrizione' });
    expect(
      lead.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByText('Posti limitati')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(vi.mocked(trackPixelEvent)).toHaveBeenCalledWith(
        'ViewContent',
        expect.objectContaining({
          content_name: TOURS.castagne.displayName,
          content_category: 'Event',
        }),
      ),
    );
  });
});
