import { describe, expect, it } from 'vitest';
import { CALL_LIMITS } from '@functions/services/call-limits';
import { CONTACT_COLLECTION, handleSendContactEmail } from '@functions/services/contact';
import { testDb } from '../support/firestore';
import { call, FLOODER } from '../support/booking-request';
import { startSilentServer } from '../support/smtp-catcher';
import {
  expectBothMailsEnded,
  expectFloodStopped,
  registerMailingHarness,
  TEST_INBOX,
} from './mail-test-deps';

const message = {
  name: 'Anna <b>Verdi</b>',
  email: 'anna@example.com',
  phone: '+39 333 1234567',
  subject: 'group',
  message: 'Siamo in 12 <script>alert("x")</script>\nÈ possibile a maggio?',
  locale: 'en',
};

async function storedMessages() {
  const snapshot = await testDb().collection(CONTACT_COLLECTION).get();
  return snapshot.docs;
}

describe('sendContactEmail', () => {
  const mailing = registerMailingHarness();
  const { catcher } = mailing;

  it('stores the message and mails the association and, in English, the sender', async () => {
    const answer = await handleSendContactEmail(mailing.deps(), call(message));
    expect(answer).toEqual({ success: true });

    const mails = await catcher().waitForMails(2);
    const [doc, ...others] = await storedMessages();
    expect(others).toHaveLength(0);
    await expectBothMailsEnded(doc!.ref, 'sent');
    expect((await doc?.ref.get())?.data()).toMatchObject({
      name: 'Anna <b>Verdi</b>',
      email: 'anna@example.com',
      subject: 'group',
      locale: 'en',
      mail: {
        inbox: { status: 'sent', attempts: 1 },
        confirmation: { status: 'sent', attempts: 1 },
      },
    });

    const inbox = mails.find((mail) => mail.envelopeTo.includes(TEST_INBOX));
    const confirmation = mails.find((mail) => mail.envelopeTo.includes('anna@example.com'));
    expect(inbox?.envelopeTo).toEqual([TEST_INBOX]);
    expect(inbox?.headers.from).toBe('"Valpolicella E-Bike Tours" <noreply@example.test>');
    expect(inbox?.headers['reply-to']).toBe('"Anna <b>Verdi</b>" <anna@example.com>');
    expect(inbox?.subject).toBe('Messaggio dal sito: Tour di gruppo — Anna <b>Verdi</b>');
    // User text is escaped in HTML and kept as typed in the text part.
    expect(inbox?.html).toContain(
      'Siamo in 12 &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>È possibile a maggio?',
    );
    expect(inbox?.html).toContain('Anna &lt;b&gt;Verdi&lt;/b&gt;');
    expect(inbox?.html).not.toContain('<script>');
    expect(inbox?.html).not.toContain('<b>Verdi');
    expect(inbox?.text).toContain('Siamo in 12 <script>alert("x")</script>\nÈ possibile a maggio?');
    expect(inbox?.text).toContain(`contactMessages/${doc?.id}`);

    expect(confirmation?.envelopeTo).toEqual(['anna@example.com']);
    expect(confirmation?.subject).toBe('We have received your message — Valpolicella E-Bike Tours');
    expect(confirmation?.headers['reply-to']).toContain(TEST_INBOX);
    expect(confirmation?.html).toContain('<html lang="en">');
    expect(confirmation?.html).toContain('Hello,');
    expect(confirmation?.text).toContain('Subject: Group tour');
    expect(confirmation?.headers['message-id']).toBe(
      `<contactMessages-${doc?.id}-confirmation@example.test>`,
    );
    // The confirmation repeats nothing the visitor typed, not even the name (no spam relay).
    for (const typed of ['Siamo in 12', 'Anna', 'Verdi']) {
      expect(confirmation?.text).not.toContain(typed);
      expect(confirmation?.html).not.toContain(typed);
      expect(JSON.stringify(confirmation?.headers)).not.toContain(typed);
    }
  });

  it('confirms in Italian by default', async () => {
    const { locale: _locale, ...italian } = message;
    await handleSendContactEmail(mailing.deps(), call(italian));
    const mails = await catcher().waitForMails(2);
    const confirmation = mails.find((mail) => mail.envelopeTo.includes('anna@example.com'));
    expect(confirmation?.subject).toBe(
      'Abbiamo ricevuto il tuo messaggio — Valpolicella E-Bike Tours',
    );
    expect(confirmation?.text).toContain('Argomento: Tour di gruppo');
  });

  it('succeeds with SMTP down, shows the failed delivery and sends it when SMTP is back', async () => {
    await mailing.expectDeliveredOnceSmtpIsBack(async (deps) => {
      expect(await handleSendContactEmail(deps, call(message))).toEqual({ success: true });
      const [stored, ...others] = await storedMessages();
      expect(others).toHaveLength(0);
      return stored!.ref;
    }, 'anna@example.com');
  });

  it('answers once stored when the SMTP server hangs', async () => {
    const silent = await startSilentServer();
    try {
      const deps = mailing.deps(silent.port);
      expect(await handleSendContactEmail(deps, call(message))).toEqual({ success: true });
      // Answered while the mail was still on its way (sending happens in the outbox's trigger):
      // the message is stored and its mails wait, leased, for the next attempt.
      const stored = await storedMessages();
      expect(stored).toHaveLength(1);
      expect(['pending', 'sending']).toContain(stored[0]?.get('mail.inbox.status'));
    } finally {
      await silent.stop();
    }
  });

  it.each([
    ['no name', { ...message, name: '  ' }, ['name']],
    ['a bad e-mail', { ...message, email: 'anna@' }, ['email']],
    ['no message', { ...message, message: '' }, ['message']],
    ['an unknown subject', { ...message, subject: 'spam' }, ['subject']],
    ['a header in the name', { ...message, name: 'Anna\r\nBcc: victim@example.com' }, ['name']],
    ['nothing at all', null, ['']],
  ])('rejects %s with a clear error and stores nothing', async (_case, data, fields) => {
    await mailing.expectInvalidInputChangesNothing(
      () => handleSendContactEmail(mailing.deps(), call(data)),
      fields,
    );
  });

  it('confirms to one address a few times a day, storing and forwarding every message', async () => {
    const deps = mailing.deps();
    for (let client = 1; client <= 4; client += 1) {
      await handleSendContactEmail(deps, call(message, { clientKey: `ip:203.0.113.${client}` }));
    }
    await catcher().waitForMails(7);
    const confirmations = catcher().mails.filter((mail) =>
      mail.envelopeTo.includes('anna@example.com'),
    );
    expect(confirmations).toHaveLength(3);
    expect(await storedMessages()).toHaveLength(4);
  });

  it('stops a flood from one client and lets others through', async () => {
    const deps = mailing.deps();
    await expectFloodStopped(
      () => handleSendContactEmail(deps, call(message, FLOODER)),
      CALL_LIMITS.sendContactEmail.perCaller.limit,
      storedMessages,
    );
    await handleSendContactEmail(deps, call(message));
    expect(await storedMessages()).toHaveLength(CALL_LIMITS.sendContactEmail.perCaller.limit + 1);
  });
});
