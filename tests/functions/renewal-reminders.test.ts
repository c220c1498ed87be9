import { describe, expect, it } from 'vitest';
import { handleRequestRenewal } from '@functions/services/membership/request-renewal';
import { readRenewalToken } from '@functions/services/membership/renewal-link';
import {
  sendRenewalReminders,
  type RenewalReminderDeps,
} from '@functions/services/membership/renewal-reminders';
import { RENEWAL_PATH, RENEWAL_TOKEN_PARAM } from '@/domain/renewal-link';
import { testDb } from '../support/firestore';
import { LINK_SECRET, SITE_URL } from '../support/links';
import { outboxIds, registerMailingHarness, TEST_INBOX } from './mail-test-deps';

/** 20:00 in Rome on 30 November: the window runs to 30 December. */
const NOW = new Date('2026-11-30T19:00:00Z');

interface Row {
  fullName: string;
  validUntil: string;
  email?: string;
  locale?: 'it' | 'en';
  renewalReminderFor?: string;
}

async function register(rows: Record<string, Row>) {
  const batch = testDb().batch();
  for (const [memberNumber, row] of Object.entries(rows)) {
    batch.set(testDb().doc(`members/${memberNumber}`), {
      ...row,
      memberNumber,
      normalizedName: row.fullName.toLowerCase(),
    });
  }
  await batch.commit();
}

describe('sendRenewalReminders', () => {
  const mailing = registerMailingHarness(NOW);
  const { catcher } = mailing;
  const deps = (now = NOW): RenewalReminderDeps => ({
    ...mailing.deps(),
    now: () => now,
    links: { siteUrl: SITE_URL, secret: LINK_SECRET },
  });

  it('reminds each member with an e-mail once, 30 days ahead, in their language', async () => {
    await register({
      '2026-101': { fullName: 'Elena Neri', validUntil: '2026-12-30', email: 'elena@example.com' },
      '2026-102': {
        fullName: 'John Smith',
        validUntil: '2026-11-30',
        email: 'john@example.com',
        locale: 'en',
      },
      // Outside the window: the day after it, or already over.
      '2026-103': { fullName: 'Late Later', validUntil: '2026-12-31', email: 'l@example.com' },
      '2026-104': { fullName: 'Gone Away', validUntil: '2026-11-29', email: 'g@example.com' },
      // No address; already reminded for this year.
      '2026-105': { fullName: 'No Mail', validUntil: '2026-12-10' },
      '2026-106': {
        fullName: 'Done Already',
        validUntil: '2026-12-10',
        email: 'd@example.com',
        renewalReminderFor: '2026-12-10',
      },
    });

    expect(await sendRenewalReminders(deps())).toEqual({ sent: 2, malformed: 0 });
    const mails = await catcher().waitForMails(2);
    expect(
      mails
        .map((mail) => mail.envelopeTo)
        .flat()
        .sort(),
    ).toEqual(['elena@example.com', 'john@example.com']);
    const italian = mails.find((mail) => mail.envelopeTo.includes('elena@example.com'));
    const english = mails.find((mail) => mail.envelopeTo.includes('john@example.com'));
    expect(italian?.subject).toBe(
      'La tua iscrizione scade il mercoledì 30 dicembre 2026 — Valpolicella E-Bike Tours',
    );
    expect(english?.html).toContain('<html lang="en">');
    expect(english?.text).toContain('Renew membership');
    expect(english?.headers['reply-to']).toContain(TEST_INBOX);

    // The one-tap link opens /rinnova with a token signed for that member and year.
    const href = /https:\/\/tours\.example\S+/.exec(english?.text ?? '')?.[0] ?? '';
    const url = new URL(href);
    expect(url.pathname).toBe(RENEWAL_PATH);
    const token = url.searchParams.get(RENEWAL_TOKEN_PARAM) ?? '';
    expect(readRenewalToken(token, LINK_SECRET)).toEqual({
      memberNumber: '2026-102',
      validUntil: '2026-11-30',
    });
    const members = await testDb().collection('members').get();
    const remindedFor = Object.fromEntries(
      members.docs.map((doc) => [doc.id, doc.get('renewalReminderFor') as string | undefined]),
    );
    expect(remindedFor).toMatchObject({
      '2026-101': '2026-12-30',
      '2026-102': '2026-11-30',
      '2026-103': undefined,
      '2026-105': undefined,
    });

    // A rerun, the same day or the next, sends nothing twice.
    const queued = await outboxIds();
    expect(await sendRenewalReminders(deps())).toEqual({ sent: 0, malformed: 0 });
    const tomorrow = new Date(NOW.getTime() + 24 * 3_600_000);
    expect(await sendRenewalReminders(deps(tomorrow))).toEqual({ sent: 1, malformed: 0 });
    // ...only the member whose last day entered the window (31 December).
    expect((await outboxIds()).filter((id) => !queued.includes(id))).toEqual([
      'renewal-reminder-2026-103-2026-12-31',
    ]);

    // The link works: it asks for the renewal of that member.
    const { id } = await handleRequestRenewal(
      { ...mailing.deps(), linkSecret: LINK_SECRET },
      { data: { via: 'link', token, locale: 'en' }, clientKey: 'ip:203.0.113.1' },
    );
    expect((await testDb().doc(`membershipApplications/${id}`).get()).get('renewalOf')).toBe(
      '2026-102',
    );
  });

  it('never sends twice when a run stopped between queueing and recording', async () => {
    await register({
      '2026-201': { fullName: 'Elena Neri', validUntil: '2026-12-20', email: 'elena@example.com' },
    });
    await sendRenewalReminders(deps());
    // As if the record had not been written: the outbox's key still names that year.
    await testDb().doc('members/2026-201').update({ renewalReminderFor: '2025-12-20' });
    expect(await sendRenewalReminders(deps())).toEqual({ sent: 0, malformed: 0 });
    expect(await outboxIds()).toEqual(['renewal-reminder-2026-201-2026-12-20']);
    expect((await testDb().doc('members/2026-201').get()).get('renewalReminderFor')).toBe(
      '2026-12-20',
    );
  });

  it('goes on past a malformed row of the window', async () => {
    await register({
      '2026-301': { fullName: 'Elena Neri', validUntil: '2026-12-20', email: 'elena@example.com' },
    });
    await testDb()
      .doc('members/2026-302')
      .set({ validUntil: '2026-12-21', email: 'x@example.com' });
    expect(await sendRenewalReminders(deps())).toEqual({ sent: 1, malformed: 1 });
  });
});
