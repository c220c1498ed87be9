import { describe, expect, it } from 'vitest';
import { SAMPLE_ITALIAN_APPLICANT } from '@/domain/api/membership-sample';
import { handleSendContactEmail } from '@functions/services/contact';
import { handleSubmitMembership } from '@functions/services/membership';
import { handleVerifyMember } from '@functions/services/verify-member';
import { firestoreContents } from '../support/firestore-contents';
import { testDb } from '../support/firestore';
import { call } from '../support/booking-request';
import { refusal } from '../support/refusal';
import { TEST_KEY_HASH_SECRET } from '../support/key-hash-secret';
import { MAIL_NOW, registerMailingHarness } from './mail-test-deps';

/** Reads "Giulia Bianchi" reordered on screen: a right-to-left override, an isolate, a zero-width space. */
const SPOOFED = ['Giulia\u202EBianchi', 'Giulia \u2067Bianchi\u2069', 'Giu\u200Blia Bianchi'];

const CONTACT = {
  name: 'Giulia Bianchi',
  email: 'giulia@example.com',
  phone: '+39 333 1234567',
  subject: 'group',
  message: 'Siamo in dodici.\nÈ possibile a maggio?',
  locale: 'it',
};

const APPLICATION = {
  ...SAMPLE_ITALIAN_APPLICANT,
  signaturePlace: 'Verona',
  signatureDate: '2026-11-22',
  digitalSignature: 'Mario Rossi',
  notes: 'Nessuna allergia',
  locale: 'it',
};

describe('names and notes with control or format characters', () => {
  const mailing = registerMailingHarness();

  /** Refused as INVALID_INPUT on `field`, nothing stored (rate-limit counters aside), no mail. */
  async function expectRefused(attempt: () => Promise<unknown>, field: string) {
    const before = await firestoreContents(testDb(), ['rateLimits']);
    const error = await refusal(attempt());
    expect(error).toMatchObject({
      code: 'invalid-argument',
      details: { reason: 'INVALID_INPUT', fields: [field] },
    });
    expect(await firestoreContents(testDb(), ['rateLimits'])).toEqual(before);
    expect(mailing.catcher().mails).toHaveLength(0);
  }

  it('sendContactEmail refuses them in the name, the phone and the message', async () => {
    for (const text of SPOOFED) {
      for (const field of ['name', 'phone', 'message']) {
        await expectRefused(
          () => handleSendContactEmail(mailing.deps(), call({ ...CONTACT, [field]: text })),
          field,
        );
      }
    }
  });

  it('submitMembership refuses them in every name and the notes', async () => {
    for (const text of SPOOFED) {
      for (const field of ['fullName', 'birthPlace', 'digitalSignature', 'notes']) {
        await expectRefused(
          () => handleSubmitMembership(mailing.deps(), call({ ...APPLICATION, [field]: text })),
          field,
        );
      }
    }
  });

  it('verifyMember refuses them instead of looking the name up', async () => {
    const deps = { db: testDb(), keyHashSecret: TEST_KEY_HASH_SECRET, now: () => MAIL_NOW };
    for (const memberName of SPOOFED) {
      await expectRefused(() => handleVerifyMember(deps, call({ memberName })), 'memberName');
    }
  });
});
