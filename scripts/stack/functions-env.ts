import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { HOST, LOCAL_EDGE_ADDRESS, PORTS } from './ports';

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

/** The params (functions/.env.local) the functions emulator runs the local stack with. */
export function functionsEmulatorParams(siteUrl: string): Record<string, string> {
  return {
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
    // The local Hosting edge (front-proxies.ts), as production's is named by its address ranges.
    HOSTING_EDGE_RANGES: `${LOCAL_EDGE_ADDRESS}/32`,
  };
}

/**
 * Writes the params and secrets the functions emulator reads (functions/.env.local and
 * functions/.secret.local, both git-ignored).
 */
export function writeFunctionsEmulatorEnv(siteUrl: string): void {
  const params = functionsEmulatorParams(siteUrl);
  const toDotenv = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([key, value]) => `${key}="${value}"`)
      .join('\n') + '\n';
  writeFileSync('functions/.env.local', toDotenv(params));
  // A fresh signing key per start: manage links from an earlier run stop working, as they would
  // after rotating the secret in production.
  // Likewise a fresh Ed25519 key signs this run's tickets; the staff area receives its public half
  // with each roster, so nothing else needs to know it.
  const ticketKey = generateKeyPairSync('ed25519').privateKey.export({
    format: 'der',
    type: 'pkcs8',
  });
  const secrets = {
    ...LOCAL_SECRETS,
    BOOKING_LINK_SECRET: randomBytes(32).toString('hex'),
    TICKET_SIGNING_KEY: ticketKey.toString('base64url'),
    // Rate-limit counters and hold owners start afresh with each run anyway.
    KEY_HASH_SECRET: randomBytes(32).toString('hex'),
  };
  writeFileSync('functions/.secret.local', toDotenv(secrets));
}
