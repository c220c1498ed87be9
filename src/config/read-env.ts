import type { AppEnv } from './env-schema';

export const DEFAULT_SITE_URL = 'http://127.0.0.1:5000';

/** Empty strings in .env files mean "not configured". */
export function configuredText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The VITE_* variables as the app reads them, shaped exactly as `parseEnv` (env-schema.ts) shapes
 * them. Vite writes their values into the bundle at build time, so that is where they are checked,
 * once: scripts/build-web.ts and the prerender refuse a bad configuration. Checking them again in
 * every visitor's browser would only add zod to each page's first load.
 */
export function readBuiltEnv(source: Record<string, unknown>): AppEnv {
  const text = (key: keyof AppEnv) => configuredText(source[key]);
  const siteUrl = source.VITE_SITE_URL;
  return {
    VITE_FIREBASE_API_KEY: String(source.VITE_FIREBASE_API_KEY ?? ''),
    VITE_FIREBASE_AUTH_DOMAIN: String(source.VITE_FIREBASE_AUTH_DOMAIN ?? ''),
    VITE_FIREBASE_PROJECT_ID: String(source.VITE_FIREBASE_PROJECT_ID ?? ''),
    VITE_FIREBASE_APP_ID: String(source.VITE_FIREBASE_APP_ID ?? ''),
    VITE_AUTH_EMULATOR_URL: text('VITE_AUTH_EMULATOR_URL'),
    VITE_SITE_URL: typeof siteUrl === 'string' ? siteUrl : DEFAULT_SITE_URL,
    VITE_APP_CHECK_SITE_KEY: text('VITE_APP_CHECK_SITE_KEY'),
    VITE_APP_CHECK_LOCAL_DEBUG: text('VITE_APP_CHECK_LOCAL_DEBUG'),
    VITE_PRIVACY_POLICY_URL: text('VITE_PRIVACY_POLICY_URL'),
    VITE_COOKIE_POLICY_URL: text('VITE_COOKIE_POLICY_URL'),
    VITE_COOKIE_CONSENT_SITE_ID: text('VITE_COOKIE_CONSENT_SITE_ID'),
    VITE_COOKIE_CONSENT_POLICY_ID: text('VITE_COOKIE_CONSENT_POLICY_ID'),
    VITE_REVIEWS_WIDGET_ID: text('VITE_REVIEWS_WIDGET_ID'),
    VITE_META_PIXEL_ID: text('VITE_META_PIXEL_ID'),
    VITE_CHAT_PHONE_NUMBER: text('VITE_CHAT_PHONE_NUMBER'),
  };
}
