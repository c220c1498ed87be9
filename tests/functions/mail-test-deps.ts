import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, expect, vi } from 'vitest';
import { deliverPending } from '@functions/services/mail/deliver';
import type { MailingDeps } from '@functions/services/mail/record-and-queue';
import { retryDelayMs } from '@functions/services/mail/retry-policy';
import { createSmtpTransport } from '@functions/services/mail/smtp-transport';
import { testDb } from '../support/firestore';
import { TEST_KEY_HASH_SECRET } from '../support/key-hash-secret';
import { runOutboxTrigger } from '../support/outbox-trigger';
import { unusedPort, type SmtpCatcher } from '../support/smtp-catcher';
import { registerSmtpCatcher } from '../support/smtp-test-hooks';

export const TEST_INBOX = 'staff@example.test';
export const TEST_FROM = 'Valpolicella E-Bike Tours <noreply@example.test>';
/** The mailing harness's clock, unless a test sets its own: a Sunday morning. */
export const MAIL_NOW = new Date('2026-11-22T10:00:00Z');

/** A real nodemailer SMTP transport to `port` (an in-process server, or a closed port for "down"). */
export function smtpTo(port: number, timeoutMs = 2000) {
  return createSmtpTransport(
    { host: '127.0.0.1', port, secure: false, user: '', password: '', from: TEST_FROM },
    { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs },
  );
}

const triggers: (() => Promise<void>)[] = [];

/**
 * The dependencies a callable gets in production, pointed at the emulator, with the outbox's
 * trigger sending what it queues to the test SMTP `port` (stop it with `stopOutboxTriggers`).
 */
function mailingDeps(db: Firestore, port: number, now: Date): MailingDeps {
  const trigger = runOutboxTrigger(
    db,
    () => smtpTo(port),
    () => now,
  );
  triggers.push(trigger.stop);
  return {
    db,
    now: () => now,
    associationInbox: TEST_INBOX,
    keyHashSecret: TEST_KEY_HASH_SECRET,
  };
}

/** Stops the triggers `mailingDeps` started, once their attempts have ended (use in afterEach). */
async function stopOutboxTriggers(): Promise<void> {
  await Promise.all(triggers.splice(0).map((stop) => stop()));
}

/**
 * Waits until the outbox's trigger has recorded the end of both mails of a stored message (to the
 * association's inbox and the sender's confirmation) on the message's own `mail` field.
 */
export async function expectBothMailsEnded(
  message: DocumentReference,
  status: 'sent' | 'failed',
): Promise<void> {
  await vi.waitFor(async () => {
    const mail = (await message.get()).get('mail') as Record<string, { status: string }>;
    expect([mail['inbox']?.status, mail['confirmation']?.status]).toEqual([status, status]);
  });
}

/** The outbox's scheduled pass once the first retry of mails that failed at `now` is due. */
function deliverFirstRetries(db: Firestore, port: number, now: Date) {
  const retryAt = new Date(now.getTime() + retryDelayMs(1));
  return deliverPending(db, smtpTo(port), () => retryAt);
}

/** Collections that hold documents: "stores nothing" means this list does not change. */
async function nonEmptyCollections(db: Firestore): Promise<string[]> {
  const collections = await db.listCollections();
  const counts = await Promise.all(
    collections.map(
      async (collection) => [collection.id, (await collection.limit(1).get()).size] as const,
    ),
  );
  return counts.filter(([, size]) => size > 0).map(([id]) => id);
}

/** Bad input: refused as INVALID_INPUT naming `fields`, with nothing stored and no mail sent. */
async function expectInvalidInputChangesNothing(
  db: Firestore,
  catcher: SmtpCatcher,
  submit: () => Promise<unknown>,
  fields: string[],
): Promise<void> {
  const before = await nonEmptyCollections(db);
  const attempt = submit();
  await expect(attempt).rejects.toBeInstanceOf(HttpsError);
  await expect(attempt).rejects.toMatchObject({
    code: 'invalid-argument',
    details: { reason: 'INVALID_INPUT', fields },
  });
  expect(await nonEmptyCollections(db)).toEqual(before);
  expect(catcher.mails).toHaveLength(0);
}

/** The ids of the mails queued so far, sorted: what a scheduled sender's tests compare. */
export async function outboxIds(): Promise<string[]> {
  return (await testDb().collection('mailOutbox').get()).docs.map((doc) => doc.id).sort();
}

/** `limit` submissions from one client go through and are stored; the next one is refused. */
export async function expectFloodStopped(
  submit: () => Promise<unknown>,
  limit: number,
  stored: () => Promise<readonly unknown[]>,
): Promise<void> {
  for (let index = 0; index < limit; index += 1) {
    await submit();
  }
  await expect(submit()).rejects.toMatchObject({
    code: 'resource-exhausted',
    details: { reason: 'RATE_LIMITED' },
  });
  expect(await stored()).toHaveLength(limit);
}

/**
 * SMTP down when a message is sent: the callable still answers, both mails end failed with the
 * connection's error and nothing reaches anyone; the outbox's first retry, SMTP back, sends both
 * (to the association and to `sender`) once, and a second pass sends nothing more.
 */
async function expectDeliveredOnceSmtpIsBack(
  harness: Pick<MailingHarness, 'catcher' | 'deps' | 'deliverFirstRetries'>,
  submit: (deps: MailingDeps) => Promise<DocumentReference>,
  sender: string,
): Promise<void> {
  const message = await submit(harness.deps(await unusedPort()));
  await expectBothMailsEnded(message, 'failed');
  const failed = (await message.get()).get('mail') as Record<string, unknown>;
  expect(failed['inbox']).toMatchObject({
    status: 'failed',
    attempts: 1,
    lastError: expect.stringMatching(/ECONNREFUSED/),
  });
  expect(failed['confirmation']).toMatchObject({ status: 'failed', attempts: 1 });
  expect(harness.catcher().mails).toHaveLength(0);

  expect(await harness.deliverFirstRetries()).toMatchObject({ sent: 2 });
  expect(await harness.deliverFirstRetries()).toMatchObject({ sent: 0 });
  const mails = await harness.catcher().waitForMails(2);
  expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual([sender, TEST_INBOX].sort());
  expect((await message.get()).get('mail')).toMatchObject({
    inbox: { status: 'sent', attempts: 2 },
    confirmation: { status: 'sent', attempts: 2 },
  });
}

/** What a test of a callable that stores and mails (contact, membership) works with. */
export interface MailingHarness {
  /** This test's SMTP catcher. */
  catcher: () => SmtpCatcher;
  /** The callable's dependencies at the harness's time, its mail sent to `port` (the catcher's). */
  deps: (port?: number) => MailingDeps;
  /** The outbox's scheduled pass once the first retry of the failed mails is due, to the catcher. */
  deliverFirstRetries: () => ReturnType<typeof deliverPending>;
  /** Bad input: refused as INVALID_INPUT naming `fields`, with nothing stored and no mail sent. */
  expectInvalidInputChangesNothing: (
    submit: () => Promise<unknown>,
    fields: string[],
  ) => Promise<void>;
  /** SMTP down: the message is stored and answered, its two mails sent once SMTP is back. */
  expectDeliveredOnceSmtpIsBack: (
    submit: (deps: MailingDeps) => Promise<DocumentReference>,
    sender: string,
  ) => Promise<void>;
}

/**
 * Registers the hooks of such a test file (a clean Firestore and SMTP catcher per test, the outbox
 * triggers stopped after it) and returns its harness, at the fixed time `now`.
 */
export function registerMailingHarness(now: Date = MAIL_NOW): MailingHarness {
  const catcher = registerSmtpCatcher();
  afterEach(stopOutboxTriggers);
  const harness = {
    catcher,
    deps: (port = catcher().port) => mailingDeps(testDb(), port, now),
    deliverFirstRetries: () => deliverFirstRetries(testDb(), catcher().port, now),
  };
  return {
    ...harness,
    expectInvalidInputChangesNothing: (submit, fields) =>
      expectInvalidInputChangesNothing(testDb(), catcher(), submit, fields),
    expectDeliveredOnceSmtpIsBack: (submit, sender) =>
      expectDeliveredOnceSmtpIsBack(harness, submit, sender),
  };
}
