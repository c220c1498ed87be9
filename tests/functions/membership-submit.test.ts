import { describe, expect, it } from 'vitest';
import { CALL_LIMITS } from '@functions/services/call-limits';
import { handleSubmitMembership, MEMBERSHIP_COLLECTION } from '@functions/services/membership';
import { testDb } from '../support/firestore';
import { call, FLOODER } from '../support/booking-request';
import {
  expectBothMailsEnded,
  expectFloodStopped,
  registerMailingHarness,
  TEST_INBOX,
} from './mail-test-deps';

const application = {
  fullName: 'Mario Rossi',
  email: 'mario@example.com',
  phone: '+39 333 7654321',
  address: 'Via Roma 1',
  city: 'Verona',
  postalCode: '37121',
  province: 'vr',
  birthDate: '1985-12-10',
  birthPlace: 'Roma',
  taxCode: 'rssmra85t10a562s',
  documentType: 'identity_card',
  documentNumber: 'CA12345AB',
  membershipType: 'minore',
  notes: 'Allergico alle <api> & "vespe"',
  photoConsent: true,
  promotionalConsent: false,
  minorName: 'Luca Rossi',
  minorTaxCode: 'mrtmtt25d09f205z',
  parentName: 'Mario Rossi',
  parentTaxCode: 'RSSMRA85T10A562S',
  parentEmail: 'mario@example.com',
  signaturePlace: 'Verona',
  signatureDate: '2026-11-22',
  digitalSignature: 'Mario Rossi',
  parentDigitalSignature: 'Mario Rossi',
  locale: 'en',
};

/** A tourist living in Germany: identity documents instead of tax codes, no province. */
function abroad() {
  return {
    ...application,
    country: 'DE',
    province: '',
    taxCode: '',
    minorTaxCode: '',
    parentTaxCode: '',
    documentType: 'passport',
    documentNumber: 'C01X00T47',
    minorDocumentType: 'passport',
    minorDocumentNumber: 'C01X00T48',
    parentDocumentType: 'identity_card',
    parentDocumentNumber: 'L01X00T47',
  };
}

async function storedApplications() {
  return (await testDb().collection(MEMBERSHIP_COLLECTION).get()).docs;
}

describe('submitMembership', () => {
  const mailing = registerMailingHarness();
  const { catcher } = mailing;

  it('stores the application and answers its id; both mails arrive', async () => {
    const { id } = await handleSubmitMembership(mailing.deps(), call(application));

    const mails = await catcher().waitForMails(2);
    const ref = testDb().collection(MEMBERSHIP_COLLECTION).doc(id);
    await expectBothMailsEnded(ref, 'sent');
    const stored = await ref.get();
    expect(stored.data()).toMatchObject({
      fullName: 'Mario Rossi',
      taxCode: 'RSSMRA85T10A562S',
      province: 'VR',
      minorTaxCode: 'MRTMTT25D09F205Z',
      membershipType: 'minore',
      photoConsent: true,
      status: 'submitted',
      locale: 'en',
      mail: { inbox: { status: 'sent' }, confirmation: { status: 'sent' } },
    });

    const inbox = mails.find((mail) => mail.envelopeTo.includes(TEST_INBOX));
    const confirmation = mails.find((mail) => mail.envelopeTo.includes('mario@example.com'));
    expect(inbox?.subject).toBe('Domanda di ammissione: Mario Rossi (Socio minorenne)');
    expect(inbox?.headers['reply-to']).toBe('"Mario Rossi" <mario@example.com>');
    expect(inbox?.html).toContain('Allergico alle &lt;api&gt; &amp; &quot;vespe&quot;');
    expect(inbox?.html).not.toContain('<api>');
    expect(inbox?.text).toContain('Codice fiscale: RSSMRA85T10A562S');
    expect(inbox?.text).toContain('DATI DEL MINORE\nNome e cognome: Luca Rossi');
    expect(inbox?.text).toContain("Tipo: Carta d'identità");

    expect(confirmation?.subject).toBe(
      'Membership application received — Valpolicella E-Bike Tours',
    );
    expect(confirmation?.html).toContain('<html lang="en">');
    expect(confirmation?.text).toContain('Junior member (under 18)');
    expect(confirmation?.text).toContain(`Application reference: ${id}`);
    // Nothing the visitor typed goes back to the address they typed: not even the name.
    expect(`${confirmation?.text}${JSON.stringify(confirmation?.headers)}`).not.toContain('Mario');
  });

  it('confirms in Italian and stores no minor section for an adult membership', async () => {
    const { id } = await handleSubmitMembership(
      mailing.deps(),
      call({ ...application, membershipType: 'sostenitore', locale: 'it' }),
    );
    const stored = await testDb().collection(MEMBERSHIP_COLLECTION).doc(id).get();
    expect(stored.get('minorName')).toBe('');
    expect(stored.get('parentDigitalSignature')).toBe('');

    const mails = await catcher().waitForMails(2);
    const confirmation = mails.find((mail) => mail.envelopeTo.includes('mario@example.com'));
    expect(confirmation?.subject).toBe(
      'Domanda di ammissione ricevuta — Valpolicella E-Bike Tours',
    );
    expect(confirmation?.text).toContain('Socio sostenitore');
    const inbox = mails.find((mail) => mail.envelopeTo.includes(TEST_INBOX));
    expect(inbox?.text).not.toContain('DATI DEL MINORE');
  });

  it('takes an application from abroad with identity documents instead of tax codes', async () => {
    const { id } = await handleSubmitMembership(
      mailing.deps(),
      call({ ...abroad(), province: 'BY' }),
    );
    const stored = await testDb().collection(MEMBERSHIP_COLLECTION).doc(id).get();
    expect(stored.data()).toMatchObject({
      country: 'DE',
      taxCode: '',
      // An address abroad has no Italian province: what the form hides is stored empty.
      province: '',
      documentType: 'passport',
      minorDocumentNumber: 'C01X00T48',
      parentDocumentType: 'identity_card',
    });
    const mails = await catcher().waitForMails(2);
    const inbox = mails.find((mail) => mail.envelopeTo.includes(TEST_INBOX));
    expect(inbox?.text).toContain('Paese di residenza: Germania (DE)');
    expect(inbox?.text).toContain('Numero del documento: C01X00T48');
  });

  it('answers the id with SMTP down and delivers once SMTP is back', async () => {
    await mailing.expectDeliveredOnceSmtpIsBack(async (deps) => {
      const { id } = await handleSubmitMembership(deps, call(application));
      return testDb().collection(MEMBERSHIP_COLLECTION).doc(id);
    }, 'mario@example.com');
  });

  it.each([
    ['no tax code', { ...application, taxCode: '' }, ['taxCode']],
    [
      'a tax code with a wrong check character',
      { ...application, taxCode: 'RSSMRA85T10A562T' },
      ['taxCode'],
    ],
    [
      'no name, e-mail or phone',
      { ...application, fullName: '', email: '', phone: ' ' },
      ['fullName', 'email', 'phone'],
    ],
    ['a three-letter province', { ...application, province: 'VRN' }, ['province']],
    [
      'no birth place, birth date, address, city or postal code',
      { ...application, birthPlace: '', birthDate: '', address: '', city: '', postalCode: '' },
      ['birthPlace', 'birthDate', 'address', 'city', 'postalCode'],
    ],
    ['no province for an address in Italy', { ...application, province: '' }, ['province']],
    [
      "an applicant abroad without a document, nor the minor's or the parent's",
      { ...application, country: 'DE', taxCode: '', documentType: '', documentNumber: '' },
      [
        'documentType',
        'documentNumber',
        'minorDocumentType',
        'minorDocumentNumber',
        'parentDocumentType',
        'parentDocumentNumber',
      ],
    ],
    [
      'a tax code with a wrong check character from abroad',
      { ...abroad(), taxCode: 'RSSMRA85T10A562T' },
      ['taxCode'],
    ],
    ['an unknown country', { ...abroad(), country: 'XX' }, ['country']],
    [
      'an unknown membership type',
      { ...application, membershipType: 'family' },
      ['membershipType'],
    ],
  ])('rejects %s with the fields named and stores nothing', async (_case, data, fields) => {
    await mailing.expectInvalidInputChangesNothing(
      () => handleSubmitMembership(mailing.deps(), call(data)),
      fields,
    );
  });

  it('stops a flood from one client', async () => {
    const deps = mailing.deps();
    await expectFloodStopped(
      () => handleSubmitMembership(deps, call(application, FLOODER)),
      CALL_LIMITS.submitMembership.perCaller.limit,
      storedApplications,
    );
  });
});
