import { writeFileSync } from 'node:fs';
import { HOST, PORTS } from './ports';

/** Values only the local stand-ins accept: no real key is ever needed or used locally. */
export const LOCAL_SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_local_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_local_stand_in_secret',
  // Not empty: the functions emulator takes an empty secret for a missing one, asks Google Cloud
  // Secret Manager instead, and then fails to load every function that mails. The mail catcher
  // needs no login (SMTP_USER is empty), so this value is never sent.
  SMTP_PASSWORD: 'unused-by-the-local-mail-catcher',
} as const;

export const LOCAL_MAIL = {
  from: 'Valpolicella E-Bike Tours <noreply@valpolicellaebiketours.it>',
  inbox: 'staff@valpolicellaebiketours.it',
} as const;

/**
 * Writes the params and secrets the functions emulator reads (functions/.env.local and
 * functions/.secret.local, both git-ignored).
 */
export function writeFunctionsEmulatorEnv(siteUrl: string): void {
  const params: Record<string, string> = {
    STRIPE_API_HOST: HOST,
    STRIPE_API_PORT: String(PORTS.stripe),
    STRIPE_API_PROTOCOL: 'http',
    SITE_URL: siteUrl,
    SMTP_HOST: HOST,
    SMTP_PORT: String(PORTS.smtp),
    SMTP_SECURE: 'false',
    SMTP_USER: '',
    MAIL_FROM: LOCAL_MAIL.from,
    ASSOCIATION_INBOX: LOCAL_MAIL.inbox,
    ALLOW_UNVERIFIED_MEMBERS: 'false',
  };
  const toDotenv = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([key, value]) => `${key}="${value}"`)
      .join('\n') + '\n';
  writeFileSync('functions/.env.local', toDotenv(params));
  writeFileSync('functions/.secret.local', toDotenv(LOCAL_SECRETS));
}
