import * as z from 'zod/mini';
import { configuredText, DEFAULT_SITE_URL } from './read-env';

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((value?: string) => configuredText(value)),
);

/**
 * The VITE_* variables, checked once, when the site is built (scripts/build-web.ts and the
 * prerender entry). Firebase settings are required; third-party ids are optional and each feature
 * that needs one hides itself when it is absent.
 */
const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().check(z.minLength(1)),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().check(z.minLength(1)),
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1)),
  VITE_FIREBASE_APP_ID: z.string().check(z.minLength(1)),
  /** Local stack only: the Auth emulator's origin, e.g. http://127.0.0.1:9099. */
  VITE_AUTH_EMULATOR_URL: optionalText,
  VITE_SITE_URL: z._default(z.url(), DEFAULT_SITE_URL),
  /** reCAPTCHA v3 site key of App Check: the functions refuse calls without an App Check token. */
  VITE_APP_CHECK_SITE_KEY: optionalText,
  /** Local stack only ('true'): the local debug provider (src/lib/firebase/local-app-check-token.ts). */
  VITE_APP_CHECK_LOCAL_DEBUG: optionalText,
  VITE_PRIVACY_POLICY_URL: optionalText,
  VITE_COOKIE_POLICY_URL: optionalText,
  VITE_COOKIE_CONSENT_SITE_ID: optionalText,
  VITE_COOKIE_CONSENT_POLICY_ID: optionalText,
  VITE_REVIEWS_WIDGET_ID: optionalText,
  VITE_META_PIXEL_ID: optionalText,
  VITE_CHAT_PHONE_NUMBER: optionalText,
});

export type AppEnv = z.infer<typeof envSchema>;

/** The settings parsed, or what is wrong with them, one line per setting ("VITE_X: message"). */
export function checkEnv(
  source: Record<string, unknown>,
): { ok: true; env: AppEnv } | { ok: false; problems: string[] } {
  const result = envSchema.safeParse(source);
  if (result.success) return { ok: true, env: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}

export function parseEnv(source: Record<string, unknown>): AppEnv {
  const checked = checkEnv(source);
  if (!checked.ok) {
    throw new Error(`Invalid site configuration:\n- ${checked.problems.join('\n- ')}`);
  }
  return checked.env;
}
