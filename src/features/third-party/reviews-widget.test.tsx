import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { recordConsent } from '@/lib/consent/consent-state';
import { REVIEWS_SCRIPT_URL, ReviewsWidget } from './reviews-widget';

const settings = vi.hoisted(() => ({ VITE_REVIEWS_WIDGET_ID: 'abc-123' as string | undefined }));
vi.mock('@/config/env', () => ({ env: settings }));

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observe = vi.fn();
  readonly disconnect = vi.fn();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  show(isIntersecting: boolean) {
    act(() => {
      this.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    });
  }
}

const reviewScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src === REVIEWS_SCRIPT_URL);

beforeEach(() => {
  recordConsent({ experience: true });
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  settings.VITE_REVIEWS_WIDGET_ID = 'abc-123';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReviewsWidget', () => {
  it('is absent when no widget id is configured', async () => {
    settings.VITE_REVIEWS_WIDGET_ID = undefined;
    const { container } = await renderWithProviders(<ReviewsWidget />);
    expect(container).toBeEmptyDOMElement();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('waits for consent to experience cookies before it even watches the viewport', async () => {
    recordConsent({ experience: false });
    await renderWithProviders(<ReviewsWidget />);
    expect(screen.getByText(/dopo aver accettato i cookie/)).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    act(() => recordConsent({ experience: true }));
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(reviewScripts()).toHaveLength(0);
  });

  it('loads the script once, only when the section comes near the viewport', async () => {
    await renderWithProviders(
      <>
        <ReviewsWidget />
        <ReviewsWidget />
      </>,
    );
    const [first, second] = FakeIntersectionObserver.instances;
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

    await act(async () => {
      reviewScripts()[0]!.dispatchEvent(new Event('load'));
    });
    expect(screen.queryByText(/Caricamento delle recensioni/)).not.toBeInTheDocument();
  });
});
