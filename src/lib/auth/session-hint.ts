/**
 * A one-bit note, kept beside the session Firebase Auth persists in IndexedDB, saying a session may
 * exist on this device. Reading it is synchronous and costs nothing, so pages can decide whether to
 * download Firebase Auth at all: a visitor who never signed in never loads it on content pages.
 */
export const SESSION_HINT_KEY = 'auth:signedIn';

export function readSessionHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) globalThis.localStorage?.setItem(SESSION_HINT_KEY, '1');
    else globalThis.localStorage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage can be full or forbidden: Auth then loads only on pages that need it.
  }
}
