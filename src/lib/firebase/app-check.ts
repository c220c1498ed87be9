import type { FirebaseApp } from 'firebase/app';
import { env } from '@/config/env';

let started: Promise<void> | undefined;

/**
 * Starts Firebase App Check on the app before the first callable, so every call carries a token
 * the functions require: reCAPTCHA v3 in production, the local debug provider on the emulators.
 * Imported with the Functions SDK on the first call only: content pages never download it.
 */
export function startAppCheck(app: FirebaseApp): Promise<void> {
  started ??= (async () => {
    const siteKey = env.VITE_APP_CHECK_SITE_KEY;
    const localDebug = env.VITE_APP_CHECK_LOCAL_DEBUG === 'true';
    if (!siteKey && !localDebug) {
      console.warn('App Check is not configured: the functions will refuse these calls');
      return;
    }
    const appCheck = await import('firebase/app-check');
    const provider = siteKey
      ? new appCheck.ReCaptchaV3Provider(siteKey)
      : new appCheck.CustomProvider({
          getToken: async () => {
            const { localAppCheckToken } = await import('./local-app-check-token');
            return localAppCheckToken(app.options.appId ?? 'local', Date.now());
          },
        });
    appCheck.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  })().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}
