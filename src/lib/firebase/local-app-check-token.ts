const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A local token lives an hour, like a real one; the provider asks for a new one before then. */
const LIFETIME_MS = 60 * 60_000;

/**
 * The App Check token of the local debug provider, for the emulators only: an unsigned token
 * naming the app. The Functions emulator decodes App Check tokens without verifying them (it has
 * no App Check backend), so this passes its enforcement; production verifies the signature with
 * the Admin SDK and refuses it. The SDK's own debug provider cannot be used here: it trades its
 * debug secret with Google's App Check service, which the offline local stack cannot reach.
 */
export function localAppCheckToken(
  appId: string,
  nowMs: number,
): { token: string; expireTimeMillis: number } {
  const expireTimeMillis = nowMs + LIFETIME_MS;
  const payload = {
    sub: appId,
    iss: 'local-debug-provider',
    iat: Math.floor(nowMs / 1000),
    exp: Math.floor(expireTimeMillis / 1000),
    // Each token differs, as a limited-use token asked for each call does.
    jti: crypto.randomUUID(),
  };
  return {
    token: `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.`,
    expireTimeMillis,
  };
}

/** The header a callable request carries its App Check token in. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';
