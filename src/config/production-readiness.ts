import type { AppEnv } from './env-schema';

interface AssociationDetails {
  /** True while src/content/association.ts still holds the demo's invented details. */
  example: boolean;
  /** The demo's stand-in policy pages, which a live site must not link to. */
  examplePolicyPaths: readonly string[];
}

/**
 * What keeps the site from going live, each said so a person knows what to fix: the privacy and
 * cookie policies the footer must link to, and the association's real details in place of the
 * demo's. Empty when a production build may go ahead.
 */
export function productionProblems(env: AppEnv, association: AssociationDetails): string[] {
  const problems: string[] = [];
  const policies = [
    ['VITE_PRIVACY_POLICY_URL', env.VITE_PRIVACY_POLICY_URL, 'privacy policy'],
    ['VITE_COOKIE_POLICY_URL', env.VITE_COOKIE_POLICY_URL, 'cookie policy'],
  ] as const;
  for (const [setting, url, what] of policies) {
    if (!url) {
      problems.push(`${setting} is not set: give the address of the association's ${what}.`);
    } else if (association.examplePolicyPaths.includes(url)) {
      problems.push(
        `${setting} points to the demo's example page (${url}), not to a real ${what}.`,
      );
    }
  }
  if (association.example) {
    problems.push(
      "The association's details in src/content/association.ts are still the demo's example " +
        'ones (phone, e-mail, address, tax id, VAT id): put in the real ones and set `example` to false.',
    );
  }
  return problems;
}
