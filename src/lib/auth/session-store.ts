import { whenIdle } from '@/ui/when-idle';
import { readSessionHint, writeSessionHint } from './session-hint';
import { INITIAL_SESSION_STATE, type SessionState } from './session-types';

export interface SessionStore {
  getSnapshot: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** App start: settles at once if no session can exist here, else starts Auth when the page is idle. */
  start: () => () => void;
  /** A page that needs Auth (sign-in, My bookings) is open: start it now. */
  startNow: () => void;
}

/** The sign-in state, fed by Firebase Auth once it is loaded, read with useSyncExternalStore. */
export function createSessionStore(): SessionStore {
  let state = INITIAL_SESSION_STATE;
  const listeners = new Set<() => void>();
  let watching: Promise<() => void> | undefined;
  let cancelIdle: (() => void) | undefined;

  const update = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const startNow = () => {
    cancelIdle?.();
    cancelIdle = undefined;
    // Loaded only when a session may exist here, so content pages' first load stays without it.
    watching ??= import('./watch-auth')
      .then(({ watchAuth }) =>
        watchAuth({
          onUser: (user) => {
            if (user) {
              writeSessionHint(true);
            } else if (state.user || readSessionHint()) {
              // Signed out here, in another tab, or the session was revoked: nothing of theirs stays.
              writeSessionHint(false);
              void import('@/lib/auth/private-device-data').then((data) =>
                data.clearPrivateDeviceData(),
              );
            }
            update({ user, loading: false, ...(user ? {} : { session: null }) });
          },
          onSession: (session) => update({ session }),
        }),
      )
      .catch((error: unknown) => {
        console.warn('Firebase Auth could not start', error);
        watching = undefined;
        update({ loading: false });
        return () => {};
      });
  };

  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      if (watching) return () => {};
      if (!readSessionHint()) {
        if (state.loading) update({ loading: false });
        return () => {};
      }
      // A session may exist: restore it after the first paint, off the page's critical path.
      cancelIdle = whenIdle(startNow);
      return () => {
        cancelIdle?.();
        cancelIdle = undefined;
      };
    },
    startNow,
  };
}
