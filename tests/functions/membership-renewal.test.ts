import { describe, expect, it } from 'vitest';
import { CALL_LIMITS } from '@functions/services/call-limits';
import { handleRequestRenewal } from '@functions/services/membership/request-renewal';
import { renewalToken } from '@functions/services/membership/renewal-link';
import { manageToken } from '@functions/services/booking-base/manage-link';
import { testDb } from '../support/firestore';
import { call } from '../support/booking-request';
import { LINK_SECRET } from '../support/links';
import { expectFloodStopped, MAIL_NOW, registerMailingHarness, TEST_INBOX } from './mail-test-deps';
import { refusal } from '../support/refusal';

async function renewalsOf(memberNumber: string) {
  return (
    await testDb().collection('membershipApplications').where('renewalOf', '==', memberNumber).get()
  ).docs;
}

describe('requestRenewal', () => {
  const mailing = registerMailingHarness();
  const { catcher } = mailing;
  const renew = (data: unknown, clientKey?: string) =>
    handleRequestRenewal(
      { ...mailing.deps(), linkSecret: LINK_SECRET },
      call(data, clientKey ? { clientKey } : {}),
    );

  /** A member of the register with an e-mail, as admission leaves them. */
  async function memberWithEmail(validUntil: string, locale = 'en') {
    await testDb().doc('members/2025-003').update({
      email: 'niccolo@example.com',
      membershipType: 'sostenitore',
      locale,
      validUntil,
    });
  }

  it('from the booking card: stores a renewal of the member the typed name finds', async () => {
    const { id, provisionalBooking } = await renew({
      via: 'card',
      memberName: '  PAOLO verdi ',
      email: 'paolo@example.com',
      locale: 'en',
    });
    expect(provisionalBooking).toBe(true);
    const stored = (await testDb().doc(`membershipApplications/${id}`).get()).data();
    expect(stored).toMatchObject({
      renewalOf: '2024-017',
      fullName: 'Paolo Verdi',
      normalizedName: 'paolo verdi',
      email: 'paolo@example.com',
      membershipType: 'ordinario',
      locale: 'en',
      status: 'submitted',
    });
    expect(stored?.['createdAt'].toDate()).toEqual(MAIL_NOW);

    // The register has no address for Paolo: the board is told (with the typed one, to check),
    // and nothing goes to an address anyone could have typed beside his name.
    const [inbox] = await catcher().waitForMails(1);
    expect(inbox?.envelopeTo).toEqual([TEST_INBOX]);
    expect(inbox?.subject).toBe('Richiesta di rinnovo: Paolo Verdi (socio 2024-017)');
    expect(inbox?.text).toContain(`membershipApplications/${id}`);
    expect(stored?.['mail']).not.toHaveProperty('confirmation');
  });

  it('by name, confirms to the address on the register, never to the one typed', async () => {
    await memberWithEmail('2026-01-31');
    const { id } = await renew({
      via: 'card',
      memberName: 'Niccolò Ferrari',
      email: 'someone-else@example.com',
      locale: 'en',
    });
    const stored = (await testDb().doc(`membershipApplications/${id}`).get()).data();
    expect(stored).toMatchObject({ renewalOf: '2025-003', email: 'niccolo@example.com' });
    const mails = await catcher().waitForMails(2);
    expect(mails.flatMap((mail) => mail.envelopeTo).sort()).toEqual(
      ['niccolo@example.com', TEST_INBOX].sort(),
    );
    const confirmation = mails.find((mail) => mail.envelopeTo.includes('niccolo@example.com'));
    expect(confirmation?.subject).toBe(
      'Membership renewal request received — Valpolicella E-Bike Tours',
    );
  });

  it('keeps one open renewal per member: asking again answers the same one', async () => {
    const first = await renew({
      via: 'card',
      memberName: 'Paolo Verdi',
      email: 'paolo@example.com',
      locale: 'it',
    });
    const again = await renew({
      via: 'card',
      memberName: 'paolo verdi',
      email: 'paolo@example.com',
      locale: 'it',
    });
    expect(again.id).toBe(first.id);
    expect(await renewalsOf('2024-017')).toHaveLength(1);
    // Once the board has decided it, a new request makes a new one.
    await testDb().doc(`membershipApplications/${first.id}`).update({ status: 'admitted' });
    const next = await renew({
      via: 'card',
      memberName: 'Paolo Verdi',
      email: 'paolo@example.com',
      locale: 'it',
    });
    expect(next.id).not.toBe(first.id);
    expect(await renewalsOf('2024-017')).toHaveLength(2);
  });

  it('refuses a name not in the register, storing nothing', async () => {
    const refused = await refusal(
      renew({ via: 'card', memberName: 'Mario Nessuno', email: 'm@example.com', locale: 'it' }),
    );
    expect(refused.details).toEqual({ reason: 'MEMBER_NOT_FOUND', fields: ['memberName'] });
    expect((await testDb().collection('membershipApplications').get()).size).toBe(0);
    expect((await testDb().collection('mailOutbox').get()).size).toBe(0);
  });

  it("from the reminder's link: renews the member it was signed for, to their own address", async () => {
    await memberWithEmail('2026-12-15');
    const token = renewalToken({ memberNumber: '2025-003', validUntil: '2026-12-15' }, LINK_SECRET);
    const { id } = await renew({ via: 'link', token, locale: 'en' });
    expect((await testDb().doc(`membershipApplications/${id}`).get()).data()).toMatchObject({
      renewalOf: '2025-003',
      fullName: 'Niccolò Ferrari',
      normalizedName: 'niccolo ferrari',
      email: 'niccolo@example.com',
      membershipType: 'sostenitore',
      status: 'submitted',
    });
    const mails = await catcher().waitForMails(2);
    expect(mails.map((mail) => mail.envelopeTo).flat()).toContain('niccolo@example.com');
  });

  it('refuses a forged, altered or misused link as INVALID_LINK, storing nothing', async () => {
    await memberWithEmail('2026-12-15');
    const token = renewalToken({ memberNumber: '2025-003', validUntil: '2026-12-15' }, LINK_SECRET);
    const signature = token.split('.')[2] ?? '';
    const forged = [
      renewalToken({ memberNumber: '2025-003', validUntil: '2026-12-15' }, 'another-secret'),
      `2025-001.2026-12-15.${signature}`,
      `2025-003.2027-12-15.${signature}`,
      token.slice(0, -1),
      `${token}.x`,
      // A manage-booking link signed with the same secret is not a renewal link.
      manageToken('2025-003', LINK_SECRET),
      renewalToken({ memberNumber: 'no-such-member', validUntil: '2026-12-15' }, LINK_SECRET),
    ];
    for (const bad of forged) {
      const refused = await refusal(renew({ via: 'link', token: bad, locale: 'it' }));
      expect(refused.code).toBe('permission-denied');
      expect(refused.details).toEqual({ reason: 'INVALID_LINK' });
    }
    expect((await testDb().collection('membershipApplications').get()).size).toBe(0);
  });

  it('answers LINK_NO_LONGER_VALID once the membership it reminded of was renewed', async () => {
    await memberWithEmail('2027-12-31');
    const token = renewalToken({ memberNumber: '2025-003', validUntil: '2026-12-15' }, LINK_SECRET);
    const refused = await refusal(renew({ via: 'link', token, locale: 'it' }));
    expect(refused.details).toEqual({ reason: 'LINK_NO_LONGER_VALID' });
    expect(await renewalsOf('2025-003')).toHaveLength(0);
  });

  it('answers provisionalBooking from settings/membership', async () => {
    await testDb()
      .doc('settings/membership')
      .set({ provisionalBooking: false, membershipYearEnds: '12-31' });
    const { provisionalBooking } = await renew({
      via: 'card',
      memberName: 'Paolo Verdi',
      email: 'paolo@example.com',
      locale: 'it',
    });
    expect(provisionalBooking).toBe(false);
  });

  it('stops a flood from one client', async () => {
    const clientKey = 'ip:198.51.100.200';
    const names = ['Giulia Bianchi', 'Marco Rossi', 'Niccolo Ferrari', "Lucia D'Amico"];
    const extra = ['Anna Maria De Santis', 'Paolo Verdi'];
    let index = 0;
    await expectFloodStopped(
      () =>
        renew(
          {
            via: 'card',
            memberName: [...names, ...extra][index++] ?? 'Emma Schneider',
            email: 'x@example.com',
            locale: 'it',
          },
          clientKey,
        ),
      CALL_LIMITS.requestRenewal.perCaller.limit,
      async () => (await testDb().collection('membershipApplications').get()).docs,
    );
  });
});
