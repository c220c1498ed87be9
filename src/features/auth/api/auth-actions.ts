import { clearPrivateDeviceData } from '@/lib/auth/private-device-data';
import {
  hasUnsentWork,
  unsentWorkBeforeSignOut,
  type UnsentStaffWork,
} from '@/lib/staff/unsent-before-sign-out';
import { writeSessionHint } from '@/lib/auth/session-hint';
import { loadAuth } from '@/lib/firebase/auth-ready';
import type { Locale } from '@/domain/locale';
import { clearAllDrafts } from '@/lib/drafts/draft-storage';

export interface Credentials {
  email: string;
  password: string;
}

/** What the sign-in page asks of the authentication service; tests hand in their own. */
export interface AuthActions {
  signIn: (credentials: Credentials) => Promise<void>;
  signUp: (credentials: Credentials, locale: Locale) => Promise<void>;
  sendPasswordReset: (email: string, locale: Locale) => Promise<void>;
}

/** Firebase Auth and its functions, downloaded on first use. */
async function firebaseAuth() {
  const [auth, sdk] = await Promise.all([loadAuth(), import('firebase/auth')]);
  return { auth, sdk };
}

/** Links in Firebase's e-mails bring the person back to this site (spec: the site root). */
function returnTo(path: string) {
  return { url: new URL(path, window.location.origin).href };
}

export const firebaseAuthActions: AuthActions = {
  async signIn({ email, password }) {
    const { auth, sdk } = await firebaseAuth();
    await sdk.signInWithEmailAndPassword(auth, email, password);
    writeSessionHint(true);
  },

  async signUp({ email, password }, locale) {
    const { auth, sdk } = await firebaseAuth();
    const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
    writeSessionHint(true);
    auth.languageCode = locale;
    try {
      await sdk.sendEmailVerification(user, returnTo('/'));
    } catch (error) {
      // The account exists and works; the person can ask for a new link later.
      console.warn('The verification e-mail could not be sent', error);
    }
  },

  async sendPasswordReset(email, locale) {
    const { auth, sdk } = await firebaseAuth();
    auth.languageCode = locale;
    try {
      await sdk.sendPasswordResetEmail(auth, email, returnTo('/auth'));
    } catch (error) {
      // Same answer whether or not the address has an account: the form must not reveal who does.
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return;
      throw error;
    }
  },
};

/**
 * Signs out on this device and forgets the private copies kept for offline use. Unless told to
 * discard them, it first sends staff check-ins still queued on the device and, if some check-ins
 * or collected waivers cannot be sent, stays signed in and answers how many (null once signed out).
 */
export async function signOutHere({
  uid,
  discardUnsent,
}: {
  uid: string;
  discardUnsent: boolean;
}): Promise<UnsentStaffWork | null> {
  if (!discardUnsent) {
    const unsent = await unsentWorkBeforeSignOut(uid);
    if (hasUnsentWork(unsent)) return unsent;
  }
  const { auth, sdk } = await firebaseAuth();
  await sdk.signOut(auth);
  writeSessionHint(false);
  // On a shared phone the next person must not find this one's half-typed forms either.
  await Promise.all([clearPrivateDeviceData(), clearAllDrafts()]);
  return null;
}
