import { createContext, use, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createSessionStore, type SessionStore } from './session-store';
import { INITIAL_SESSION_STATE, type SessionState } from './session-types';

const SessionContext = createContext<SessionStore | null>(null);

/**
 * Holds the sign-in state for the whole app. It never imports Firebase Auth itself: the SDK is
 * downloaded only when this device may hold a session, or when a page asks for it (`useAuthPage`).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSessionStore);
  useEffect(() => store.start(), [store]);
  return <SessionContext value={store}>{children}</SessionContext>;
}

function useSessionStore(hook: string): SessionStore {
  const store = use(SessionContext);
  if (!store) throw new Error(`${hook} must be used inside <SessionProvider>`);
  return store;
}

/** The sign-in state: `{ user, session, loading }`. */
export function useSession(): SessionState {
  const store = useSessionStore('useSession');
  // Prerendered HTML is always the 'loading' state; the browser then reads the live one.
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => INITIAL_SESSION_STATE);
}

/** For pages that need Firebase Auth whatever the device remembers: sign-in and My bookings. */
export function useAuthPage(): SessionState {
  const store = useSessionStore('useAuthPage');
  useEffect(() => store.startNow(), [store]);
  return useSession();
}
