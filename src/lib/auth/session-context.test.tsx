import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session-context';
import { SESSION_HINT_KEY } from './session-hint';

function SessionProbe() {
  const { user, session, loading } = useSession();
  const text = [
    loading ? 'loading' : 'settled',
    user?.uid ?? 'no user',
    session ? 'session' : 'no session',
  ];
  return <p>{text.join(' / ')}</p>;
}

describe('SessionProvider', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('throws a clear error when the sign-in state is read outside its provider', () => {
    // React reports the thrown error on the console as well; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SessionProbe />)).toThrow(
      'useSession must be used inside <SessionProvider>',
    );
  });

  it('starts loading: prerendered HTML never claims a signed-in or signed-out state', () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const html = renderToString(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(html).toContain('loading / no user / no session');
  });

  it('settles at once, signed out, on a device that never held a session', async () => {
    render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(await screen.findByText('settled / no user / no session')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});
