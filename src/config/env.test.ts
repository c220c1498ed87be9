import { describe, expect, it } from 'vitest';
import { readBuiltEnv } from './read-env';
import { parseEnv } from './env-schema';

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo',
  VITE_FIREBASE_APP_ID: 'app',
};

describe('site configuration', () => {
  it('reads the built values exactly as the build-time check shapes them', () => {
    const source = {
      ...firebase,
      VITE_SITE_URL: 'https://tours.example',
      VITE_AUTH_EMULATOR_URL: '  http://127.0.0.1:9099 ',
      VITE_APP_CHECK_SITE_KEY: 'recaptcha-site-key',
      VITE_APP_CHECK_LOCAL_DEBUG: 'true',
      VITE_PRIVACY_POLICY_URL: '',
      VITE_COOKIE_POLICY_URL: '   ',
      VITE_COOKIE_CONSENT_SITE_ID: 'site',
      VITE_COOKIE_CONSENT_POLICY_ID: 'policy',
      VITE_REVIEWS_WIDGET_ID: 'reviews',
      VITE_META_PIXEL_ID: 'pixel',
      VITE_CHAT_PHONE_NUMBER: '390456831234',
      MODE: 'production',
    };
    expect(readBuiltEnv(source)).toEqual(parseEnv(source));
    expect(readBuiltEnv(firebase)).toEqual(parseEnv(firebase));
  });

  it('refuses a build without the Firebase settings, naming each one', () => {
    expect(() => parseEnv({ VITE_FIREBASE_API_KEY: '' })).toThrow(
      /VITE_FIREBASE_API_KEY[\s\S]*VITE_FIREBASE_AUTH_DOMAIN[\s\S]*VITE_FIREBASE_APP_ID/,
    );
  });
});
