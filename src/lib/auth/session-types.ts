/** The signed-in person, as the app needs them (a plain copy of Firebase's User). */
export interface SessionUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/** The spec's session: access token, refresh token, expiry time and user. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  /** When the access token expires (epoch milliseconds). */
  expiresAt: number;
  user: SessionUser;
}

/**
 * The sign-in state. `loading` starts true and turns false after the first session check: at once
 * when this device has never held a session, else on Firebase Auth's first state event.
 */
export interface SessionState {
  user: SessionUser | null;
  session: Session | null;
  loading: boolean;
}

export const INITIAL_SESSION_STATE: SessionState = { user: null, session: null, loading: true };
