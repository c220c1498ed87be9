import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { IosReloadBanner } from './ios-reload-banner';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MESSAGE = 'Elementi non cliccabili? Prova a ricaricare.';

function useUserAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('IosReloadBanner', () => {
  it('appears on iOS after more than 30 s without a touch or click, checked every 15 s', async () => {
    useUserAgent(IPHONE);
    await renderWithProviders(<IosReloadBanner />);
    advance(30_000);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    advance(14_999);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ricarica' })).toBeInTheDocument();
  });

  it('hides on any touch or click and waits again', async () => {
    useUserAgent(IPHONE);
    await renderWithProviders(<IosReloadBanner />);
    advance(45_000);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();

    fireEvent.touchStart(document.body);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    advance(30_000);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    advance(15_000);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();

    fireEvent.click(document.body);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('never appears elsewhere', async () => {
    useUserAgent(DESKTOP_CHROME);
    await renderWithProviders(<IosReloadBanner />);
    advance(120_000);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('reloads when its button is tapped: its touchstart does not hide it first', async () => {
    useUserAgent(IPHONE);
    const reload = vi.fn();
    await renderWithProviders(<IosReloadBanner reload={reload} />);
    advance(45_000);
    const button = screen.getByRole('button', { name: 'Ricarica' });
    fireEvent.touchStart(button);
    fireEvent.touchEnd(button);
    expect(screen.getByRole('button', { name: 'Ricarica' })).toBe(button);
    fireEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks English too', async () => {
    useUserAgent(IPHONE);
    await renderWithProviders(<IosReloadBanner />, { locale: 'en' });
    advance(45_000);
    expect(screen.getByText('Items not clickable? Try reloading.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
