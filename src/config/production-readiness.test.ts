import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';
import { productionProblems } from './production-readiness';

const settings = (policies: Record<string, string>) =>
  parseEnv({
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_AUTH_DOMAIN: 'tours.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'tours',
    VITE_FIREBASE_APP_ID: 'app',
    ...policies,
  });
const examples = ['/esempi/privacy-policy', '/esempi/cookie-policy'];
const real = { example: false, examplePolicyPaths: examples };

describe('productionProblems', () => {
  it('lets a site with both policies and real details go live', () => {
    const env = settings({
      VITE_PRIVACY_POLICY_URL: 'https://www.iubenda.com/privacy-policy/123',
      VITE_COOKIE_POLICY_URL: 'https://www.iubenda.com/privacy-policy/123/cookie-policy',
    });
    expect(productionProblems(env, real)).toEqual([]);
  });

  it('names each missing or example policy and the example details', () => {
    const problems = productionProblems(
      settings({ VITE_COOKIE_POLICY_URL: '/esempi/cookie-policy' }),
      { ...real, example: true },
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^VITE_PRIVACY_POLICY_URL is not set/);
    expect(problems[1]).toMatch(/^VITE_COOKIE_POLICY_URL points to the demo's example page/);
    expect(problems[2]).toMatch(/src\/content\/association\.ts are still the demo's example/);
  });
});
