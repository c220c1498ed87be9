import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goOffline, goOnline } from '@/test/browser-offline';
import { renderWithProviders } from '@/test/render-with-providers';
import { NeedsConnection } from './needs-connection';

describe('NeedsConnection', () => {
  it('shows what needs the network while online', async () => {
    await renderWithProviders(
      <NeedsConnection>
        <button type="button">Prenota</button>
      </NeedsConnection>,
    );
    expect(screen.getByRole('button', { name: 'Prenota' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('replaces it with a clear notice when the connection drops, and back', async () => {
    await renderWithProviders(
      <NeedsConnection>
        <button type="button">Prenota</button>
      </NeedsConnection>,
    );
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent('Serve una connessione a internet');
    expect(screen.queryByRole('button', { name: 'Prenota' })).not.toBeInTheDocument();
    goOnline();
    expect(screen.getByRole('button', { name: 'Prenota' })).toBeInTheDocument();
  });

  it('speaks English, and takes a message of its own', async () => {
    goOffline();
    await renderWithProviders(<NeedsConnection message="Your message is kept." />, {
      locale: 'en',
    });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('An internet connection is needed');
    expect(notice).toHaveTextContent('Your message is kept.');
  });
});
