import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { InstallOffer } from './install-offer';
import { captureInstallPrompt } from './install-prompt';

/** What Chromium dispatches when the site can be installed. */
function browserOffersInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  localStorage.clear();
  captureInstallPrompt();
});

describe('InstallOffer', () => {
  it('shows nothing until the browser offers to install', async () => {
    await renderWithProviders(<InstallOffer />);
    expect(screen.queryByRole('button', { name: 'Installa l’app' })).not.toBeInTheDocument();
  });

  it('opens the browser dialog from our button instead of the browser bar', async () => {
    await renderWithProviders(<InstallOffer />);
    const event = browserOffersInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Installa l’app' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Installa l’app' })).not.toBeInTheDocument();
  });

  it('remembers "not now" across visits', async () => {
    const { unmount } = await renderWithProviders(<InstallOffer />, { locale: 'en' });
    browserOffersInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
    unmount();
    await renderWithProviders(<InstallOffer />, { locale: 'en' });
    browserOffersInstall('dismissed');
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });
});
