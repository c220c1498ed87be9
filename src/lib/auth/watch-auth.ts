import type { User } from 'firebase/auth';
import { loadAuth } from '@/lib/firebase/auth-ready';
import type { Session, SessionUser } from './session-types';

interface AuthEvents {
  /** Auth's state events: the first one is the restored session (or none), then sign-in/out. */
  onUser: (user: SessionUser | null) => void;
  /** Token events: sign-in, sign-out and every automatic refresh. */
  onSession: (session: Session | null) => void;
}

function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, email: user.email, emailVerified: user.emailVerified };
}

async function toSession(user: User): Promise<Session | null> {
  try {
    const token = await user.getIdTokenResult();
    return {
      accessToken: token.token,
      refreshToken: user.refreshToken,
      expiresAt: Date.parse(token.expirationTime),
      user: toSessionUser(user),
    };
  } catch {
    // Offline with an expired token: the user is still known, the session comes back with the network.
    return null;
  }
}

/** Loads Firebase Auth and reports its events; resolves to the function that stops listening. */
export async function watchAuth(events: AuthEvents): Promise<() => void> {
  const [auth, { onAuthStateChanged, onIdTokenChanged }] = await Promise.all([
    loadAuth(),
    import('firebase/auth'),
  ]);
  const stopUser = onAuthStateChanged(auth, (user) =>
    events.onUser(user ? toSessionUser(user) : null),
  );
  // Reading a token is asynchronous: only the answer to the latest event may be reported.
  let latestEvent = 0;
  const stopToken = onIdTokenChanged(auth, (user) => {
    const event = ++latestEvent;
    if (!user) return events.onSession(null);
    void toSession(user).then((session) => {
      if (event === latestEvent) events.onSession(session);
    });
  });
  return () => {
    stopUser();
    stopToken();
  };
}
