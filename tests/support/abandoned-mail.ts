import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { deliverMail } from '@functions/services/mail/deliver';
import { outboxRef } from '@functions/services/mail/outbox';
import { MAX_ATTEMPTS } from '@functions/services/mail/retry-policy';
import { createSmtpTransport } from '@functions/services/mail/smtp-transport';
import type { MailMessage, ReportTo } from '@functions/services/mail/types';
import type { Harness } from './booking-harness';
import { testDb } from './firestore';
import { unusedPort } from './smtp-catcher';

/**
 * Makes the outbox give up on a mail, as it does after its last attempt: the entry is stored as its
 * 19th failure left it (due again in a minute, so the harness's outbox trigger leaves it alone),
 * then the clock moves on and that last attempt fails against a closed port.
 */
export async function abandonMail(
  h: Harness,
  mailId: string,
  entry: { message: MailMessage; reportTo?: ReportTo },
): Promise<void> {
  const db = testDb();
  const now = h.deps.now();
  await outboxRef(db, mailId).create({
    ...entry,
    status: 'failed',
    attempts: MAX_ATTEMPTS - 1,
    createdAt: Timestamp.fromDate(now),
    nextAttemptAt: Timestamp.fromMillis(now.getTime() + 60_000),
    lastError: 'ECONNREFUSED',
  });
  h.clock.ms += 60_000;
  const timeouts = { connectionTimeout: 1000, greetingTimeout: 1000, socketTimeout: 1000 };
  const closed = createSmtpTransport(
    {
      host: '127.0.0.1',
      port: await unusedPort(),
      secure: false,
      user: '',
      password: '',
      from: 'x@example.test',
    },
    timeouts,
  );
  expect(await deliverMail(db, closed, mailId, h.deps.now)).toBe('abandoned');
}
