import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { deliverMail, deliverPending } from '@functions/services/mail/deliver';
import { enqueueMail, OUTBOX_COLLECTION, queueMailAbout } from '@functions/services/mail/outbox';
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from '@functions/services/mail/retry-policy';
import { createSmtpTransport } from '@functions/services/mail/smtp-transport';
import type { MailMessage } from '@functions/services/mail/types';
import { testDb } from '../support/firestore';
import { registerSmtpCatcher } from '../support/smtp-test-hooks';
import { startSilentServer, unusedPort } from '../support/smtp-catcher';

const NOW = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

const message: MailMessage = {
  to: [{ name: 'Anna Verdi', address: 'anna@example.com' }],
  replyTo: { address: 'staff@example.test' },
  subject: 'Prenotazione confermata',
  text: 'Ciao Anna',
  html: '<p>Ciao Anna</p>',
};

const transportTo = (
  port: number,
  timeouts = { connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 2000 },
) =>
  createSmtpTransport(
    {
      host: '127.0.0.1',
      port,
      secure: false,
      user: '',
      password: '',
      from: 'Tours <noreply@example.test>',
    },
    timeouts,
  );

async function outboxEntry(id: string) {
  return (await testDb().collection(OUTBOX_COLLECTION).doc(id).get()).data();
}

describe('mail outbox', () => {
  const catcher = registerSmtpCatcher();

  it('delivers a queued mail once, with the configured sender', async () => {
    const db = testDb();
    const { id } = await enqueueMail(db, message, {
      dedupeKey: 'booking-b1-confirmation',
      now: NOW,
    });

    expect(await deliverMail(db, transportTo(catcher().port), id, () => NOW)).toBe('sent');
    expect(await deliverMail(db, transportTo(catcher().port), id, () => later(LEASE_MS * 10))).toBe(
      'not-due',
    );
    expect(
      await deliverPending(db, transportTo(catcher().port), () => later(LEASE_MS * 10)),
    ).toEqual({
      sent: 0,
      failed: 0,
      abandoned: 0,
    });

    expect(catcher().mails).toHaveLength(1);
    const [mail] = catcher().mails;
    expect(mail?.envelopeTo).toEqual(['anna@example.com']);
    expect(mail?.headers.from).toBe('"Tours" <noreply@example.test>');
    expect(mail?.headers['reply-to']).toBe('staff@example.test');
    expect(mail?.subject).toBe('Prenotazione confermata');
    expect(await outboxEntry(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await outboxEntry(id))?.nextAttemptAt).toBeUndefined();
  });

  it('queues a mail once per dedupe key', async () => {
    const db = testDb();
    const first = await enqueueMail(db, message, {
      dedupeKey: 'booking-b2-confirmation',
      now: NOW,
    });
    const second = await enqueueMail(
      db,
      { ...message, subject: 'Again' },
      {
        dedupeKey: 'booking-b2-confirmation',
        now: NOW,
      },
    );
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);

    expect(await deliverPending(db, transportTo(catcher().port), () => NOW)).toMatchObject({
      sent: 1,
    });
    expect(catcher().mails.map((mail) => mail.subject)).toEqual(['Prenotazione confermata']);
  });

  it('refuses a dedupe key that is no plain document id', async () => {
    await expect(
      enqueueMail(testDb(), message, { dedupeKey: 'bookings/b1', now: NOW }),
    ).rejects.toThrow(/dedupeKey/);
  });

  it('writes nothing until the caller commits its batch', async () => {
    const db = testDb();
    const batch = db.batch();
    await enqueueMail(db, message, { dedupeKey: 'in-batch', now: NOW, writer: batch });
    expect(await outboxEntry('in-batch')).toBeUndefined();
    await batch.commit();
    expect(await outboxEntry('in-batch')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('queues a mail about a document and marks it pending there, in one commit', async () => {
    const db = testDb();
    const booking = db.doc('bookings/about-1');
    await db.runTransaction(async (tx) => {
      tx.create(booking, { status: 'paid' });
      await queueMailAbout(tx, booking, 'confirmation', message, {
        dedupeKey: 'about-1',
        now: NOW,
      });
    });
    expect((await booking.get()).data()).toEqual({
      status: 'paid',
      mail: { confirmation: { status: 'pending', attempts: 0 } },
    });
    expect(await outboxEntry('about-1')).toMatchObject({
      status: 'pending',
      reportTo: { path: 'bookings/about-1', key: 'confirmation' },
    });

    // A failed commit leaves neither the entry nor the mark.
    const refused = db.batch();
    refused.update(
      db.doc('bookings/about-1'),
      { status: 'cancelled' },
      {
        lastUpdateTime: Timestamp.fromMillis(1),
      },
    );
    await queueMailAbout(refused, booking, 'cancellation', message, {
      dedupeKey: 'about-1-cancellation',
      now: NOW,
    });
    await expect(refused.commit()).rejects.toThrow();
    expect(await outboxEntry('about-1-cancellation')).toBeUndefined();
    expect((await booking.get()).get('mail.cancellation')).toBeUndefined();
  });

  it('refuses the commit of a mail queued again, never marking a delivered mail pending', async () => {
    const db = testDb();
    const rental = db.doc('rentals/about-2');
    await rental.set({ status: 'cancelled' });
    const queue = async () => {
      const batch = db.batch();
      await queueMailAbout(batch, rental, 'cancellation', message, {
        dedupeKey: 'about-2',
        now: NOW,
      });
      await batch.commit();
    };
    await queue();
    expect(await deliverMail(db, transportTo(catcher().port), 'about-2', () => NOW)).toBe('sent');

    await expect(queue()).rejects.toMatchObject({ code: 6 });
    expect((await rental.get()).get('mail.cancellation')).toMatchObject({ status: 'sent' });
    expect(catcher().mails).toHaveLength(1);
  });

  it('queues a follow-up only once its mail is sent, marked pending in that commit, once', async () => {
    const db = testDb();
    const voucher = db.doc('vouchers/follow-1');
    await voucher.set({ status: 'issued' });
    const copy: MailMessage = { ...message, subject: 'La tua copia' };
    await db.runTransaction((tx) =>
      queueMailAbout(tx, voucher, 'delivery', message, {
        dedupeKey: 'follow-1-delivery',
        now: NOW,
        followUp: { key: 'deliveryCopy', dedupeKey: 'follow-1-copy', message: copy },
      }),
    );
    // Not sent yet: no copy, whatever happens to the first mail meanwhile.
    const down = transportTo(await unusedPort());
    expect(await deliverMail(db, down, 'follow-1-delivery', () => NOW)).toBe('failed');
    expect(await outboxEntry('follow-1-copy')).toBeUndefined();
    expect((await voucher.get()).get('mail.deliveryCopy')).toBeUndefined();

    const sentAt = later(retryDelayMs(1));
    expect(
      await deliverMail(db, transportTo(catcher().port), 'follow-1-delivery', () => sentAt),
    ).toBe('sent');
    expect(await outboxEntry('follow-1-copy')).toMatchObject({
      status: 'pending',
      message: { subject: 'La tua copia' },
      reportTo: { path: 'vouchers/follow-1', key: 'deliveryCopy' },
    });
    expect(await outboxEntry('follow-1-delivery')).not.toHaveProperty('followUp');
    expect((await voucher.get()).get('mail')).toMatchObject({
      delivery: { status: 'sent' },
      deliveryCopy: { status: 'pending', attempts: 0 },
    });
    expect(await deliverMail(db, transportTo(catcher().port), 'follow-1-copy', () => sentAt)).toBe(
      'sent',
    );
    expect(catcher().mails.map((mail) => mail.subject)).toEqual([
      'Prenotazione confermata',
      'La tua copia',
    ]);
  });

  it('keeps a mail that failed, mirrors the failure and delivers it after back-off', async () => {
    const db = testDb();
    await db.doc('bookings/b3').set({ mail: { confirmation: { status: 'pending', attempts: 0 } } });
    const reportTo = { path: 'bookings/b3', key: 'confirmation' };
    const { id } = await enqueueMail(db, message, { dedupeKey: 'b3', now: NOW, reportTo });

    const down = transportTo(await unusedPort());
    expect(await deliverMail(db, down, id, () => NOW)).toBe('failed');
    const failed = await outboxEntry(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    expect((failed?.nextAttemptAt as Timestamp).toMillis()).toBe(NOW.getTime() + retryDelayMs(1));
    const mirrored = (await db.doc('bookings/b3').get()).get('mail.confirmation');
    expect(mirrored).toMatchObject({ status: 'failed', attempts: 1 });
    expect(mirrored.lastError).toMatch(/ECONNREFUSED/);

    // Not due yet: the retry leaves it alone.
    expect(
      await deliverPending(db, transportTo(catcher().port), () => later(30_000)),
    ).toMatchObject({
      sent: 0,
    });
    expect(catcher().mails).toHaveLength(0);

    // The server is back and the back-off has passed.
    expect(
      await deliverPending(db, transportTo(catcher().port), () => later(retryDelayMs(1))),
    ).toMatchObject({
      sent: 1,
    });
    expect(catcher().mails).toHaveLength(1);
    expect(await outboxEntry(id)).toMatchObject({ status: 'sent', attempts: 2 });
    const delivered = (await db.doc('bookings/b3').get()).get('mail.confirmation');
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2 });
    expect(delivered.lastError).toBeUndefined();
  });

  it('doubles the wait after each failure, up to six hours', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30)).toBe(6 * 60 * 60_000);

    const db = testDb();
    const { id } = await enqueueMail(db, message, { dedupeKey: 'backoff', now: NOW });
    const down = transportTo(await unusedPort());
    let at = NOW;
    for (const attempt of [1, 2, 3]) {
      expect(await deliverMail(db, down, id, () => at)).toBe('failed');
      const next = ((await outboxEntry(id))?.nextAttemptAt as Timestamp).toDate();
      expect(next.getTime() - at.getTime()).toBe(retryDelayMs(attempt));
      at = next;
    }
  });

  it('gives up after the last attempt but keeps the mail for staff', async () => {
    const db = testDb();
    const { id } = await enqueueMail(db, message, { dedupeKey: 'hopeless', now: NOW });
    await db
      .collection(OUTBOX_COLLECTION)
      .doc(id)
      .update({ attempts: MAX_ATTEMPTS - 1 });

    expect(await deliverMail(db, transportTo(await unusedPort()), id, () => NOW)).toBe('abandoned');
    const entry = await outboxEntry(id);
    expect(entry).toMatchObject({ status: 'abandoned', attempts: MAX_ATTEMPTS, message });
    expect(entry?.nextAttemptAt).toBeUndefined();
    expect(
      await deliverPending(db, transportTo(catcher().port), () => later(365 * 86_400_000)),
    ).toMatchObject({
      sent: 0,
    });
  });

  it('answers in-flight when the server hangs, and the lease lets the retry take over', async () => {
    const db = testDb();
    const silent = await startSilentServer();
    try {
      const { id } = await enqueueMail(db, message, { dedupeKey: 'slow', now: NOW });
      const hanging = transportTo(silent.port, {
        connectionTimeout: 500,
        greetingTimeout: 500,
        socketTimeout: 500,
      });
      // 'in-flight' is the answer of a call that stopped waiting: the transport gives up only later.
      expect(await deliverMail(db, hanging, id, () => NOW, { timeoutMs: 100 })).toBe('in-flight');
      const leased = await outboxEntry(id);
      expect(leased).toMatchObject({ status: 'sending', attempts: 1 });
      expect((leased?.nextAttemptAt as Timestamp).toMillis()).toBe(NOW.getTime() + LEASE_MS);

      // While leased nobody else sends it.
      expect(
        await deliverPending(db, transportTo(catcher().port), () => later(LEASE_MS - 1)),
      ).toMatchObject({
        sent: 0,
      });
      // The hanging attempt ends with the greeting timeout and records its failure.
      await expect
        .poll(async () => (await outboxEntry(id))?.status, { timeout: 5000 })
        .toBe('failed');
      expect(
        await deliverPending(db, transportTo(catcher().port), () => later(LEASE_MS)),
      ).toMatchObject({
        sent: 1,
      });
      expect(catcher().mails).toHaveLength(1);
    } finally {
      await silent.stop();
    }
  });

  it('takes over an attempt whose sender died once its lease has run out', async () => {
    const db = testDb();
    const { id } = await enqueueMail(db, message, { dedupeKey: 'orphan', now: NOW });
    await db
      .collection(OUTBOX_COLLECTION)
      .doc(id)
      .update({
        status: 'sending',
        attempts: 1,
        nextAttemptAt: Timestamp.fromMillis(NOW.getTime() + LEASE_MS),
      });

    expect(
      await deliverPending(db, transportTo(catcher().port), () => later(LEASE_MS)),
    ).toMatchObject({
      sent: 1,
    });
    expect(await outboxEntry(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never lets a subject or name add a header or a recipient', async () => {
    const db = testDb();
    const { id } = await enqueueMail(
      db,
      {
        ...message,
        to: [{ name: 'Anna\r\nBcc: victim@example.com', address: 'anna@example.com' }],
        replyTo: { name: 'X\nCc: other@example.com', address: 'staff@example.test' },
        subject: 'Hello\r\nBcc: victim@example.com',
      },
      { dedupeKey: 'injection', now: NOW },
    );
    expect(await deliverMail(db, transportTo(catcher().port), id, () => NOW)).toBe('sent');
    const [mail] = catcher().mails;
    expect(mail?.envelopeTo).toEqual(['anna@example.com']);
    expect(mail?.headers.bcc).toBeUndefined();
    expect(mail?.headers.cc).toBeUndefined();
    expect(mail?.raw).not.toMatch(/^(Bcc|Cc):/im);
    expect(mail?.subject).toBe('Hello Bcc: victim@example.com');
  });

  it('ignores the result of a stale attempt that outlived its lease (fencing)', async () => {
    const db = testDb();
    const { id } = await enqueueMail(db, message, { dedupeKey: 'fenced', now: NOW });
    // A sender whose SMTP conversation is stuck until the test lets it fail.
    let failStale: (error: Error) => void = () => undefined;
    const stuck = {
      send: () =>
        new Promise<{ messageId: string }>((_resolve, reject) => {
          failStale = reject;
        }),
    };
    const stale = deliverMail(db, stuck, id, () => NOW);
    await expect.poll(async () => (await outboxEntry(id))?.['status']).toBe('sending');

    // Its lease runs out; the next attempt delivers.
    expect(await deliverMail(db, transportTo(catcher().port), id, () => later(LEASE_MS))).toBe(
      'sent',
    );
    // The stale attempt's failure arrives late and changes nothing.
    failStale(new Error('connection reset'));
    await stale;
    expect(await outboxEntry(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await outboxEntry(id))?.['lastError']).toBeUndefined();
  });

  it('gives every mail a Message-ID made from its dedupe key, and retention dates once sent', async () => {
    const db = testDb();
    const { id } = await enqueueMail(db, message, {
      dedupeKey: 'booking-b1-confirmation',
      now: NOW,
    });
    expect(await deliverMail(db, transportTo(catcher().port), id, () => NOW)).toBe('sent');
    const [mail] = await catcher().waitForMails(1);
    expect(mail?.headers['message-id']).toBe('<booking-b1-confirmation@example.test>');
    const entry = await outboxEntry(id);
    expect((entry?.['bodyExpiresAt'] as Timestamp).toMillis()).toBe(
      later(30 * 86_400_000).getTime(),
    );
    expect((entry?.['expiresAt'] as Timestamp).toMillis()).toBe(later(180 * 86_400_000).getTime());
  });
});
