import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Window as HappyDOMWindow } from 'happy-dom';
import { renderWithProviders } from '@/test/render-with-providers';
import { ViewportObserver } from '@/test/viewport-observer';
import { recordConsent } from '@/lib/consent/consent-state';
import { REVIEWS_SCRIPT_URL, ReviewsWidget } from './reviews-widget';

const settings = vi.hoisted(() => ({ VITE_REVIEWS_WIDGET_ID: 'abc-123' as string | undefined }));
vi.mock('@/config/env', () => ({ env: settings }));

/** The test's browser as happy-dom types it (the DOM's own types do not know its settings). */
const testBrowser = () => window as unknown as HappyDOMWindow;

/**
 * The network as the widget meets it: happy-dom fetches an external script only with JavaScript on,
 * through this interceptor, which holds the answer until the test lets it arrive; happy-dom then
 * runs it (empty) and fires its `load`, as a browser does.
 */
function holdScripts() {
  const browser = testBrowser();
  const arrived = Promise.withResolvers<void>();
  const requested: string[] = [];
  browser.happyDOM.settings.enableJavaScriptEvaluation = true;
  browser.happyDOM.settings.fetch.interceptor = {
    async beforeAsyncRequest({ request }) {
      requested.push(request.url);
      await arrived.promise;
      return new browser.Response('', { headers: { 'Content-Type': 'text/javascript' } });
    },
  };
  return { requested, arrive: () => arrived.resolve() };
}

const reviewScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src === REVIEWS_SCRIPT_URL);

beforeEach(() => {
  recordConsent({ experience: true });
  ViewportObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ViewportObserver);
  settings.VITE_REVIEWS_WIDGET_ID = 'abc-123';
});

afterEach(() => {
  vi.unstubAllGlobals();
  testBrowser().happyDOM.settings.enableJavaScriptEvaluation = false;
  testBrowser().happyDOM.settings.fetch.interceptor = null;
});

describe('ReviewsWidget', () => {
  it('is absent when no widget id is configured', async () => {
    settings.VITE_REVIEWS_WIDGET_ID = undefined;
    const { container } = await renderWithProviders(<ReviewsWidget />);
    expect(container).toBeEmptyDOMElement();
    expect(ViewportObserver.instances).toHaveLength(0);
  });

  it('waits for consent to experience cookies before it even watches the viewport', async () => {
    recordConsent({ experience: false });
    await renderWithProviders(<ReviewsWidget />);
    expect(screen.getByText(/dopo aver accettato i cookie/)).toBeInTheDocument();
    expect(ViewportObserver.instances).toHaveLength(0);
    act(() => recordConsent({ experience: true }));
    expect(ViewportObserver.instances).toHaveLength(1);
    expect(reviewScripts()).toHaveLength(0);
  });

  it('loads the script once, only when the section comes near the viewport', async () => {
    const network = holdScripts();
    await renderWithProviders(
      <>
        <ReviewsWidget />
        <ReviewsWidget />
      </>,
    );
    const [first, second] = ViewportObserver.instances;
    expect(first!.options).toEqual({ threshold: 0.1, rootMargin: '50px' });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Caricamento delle recensioni');
    expect(screen.getAllByRole('region', { name: 'Cosa dicono di noi' })[0]).toHaveStyle({
      minHeight: '300px',
    });

    first!.show(false);
    expect(reviewScripts()).toHaveLength(0);

    first!.show(true);
    second!.show(true);
    expect(reviewScripts()).toHaveLength(1);
    expect(first!.disconnect).toHaveBeenCalled();
    expect(document.querySelector('.elfsight-app-abc-123')).not.toBeNull();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Caricamento delle recensioni');

    network.arrive();
    await waitFor(() =>
      expect(screen.queryByText(/Caricamento delle recensioni/)).not.toBeInTheDocument(),
    );
    expect(network.requested).toEqual([REVIEWS_SCRIPT_URL]);
  });
});
