import type { DocumentType, MembershipApplication, MembershipType } from '@/domain/api/membership';
import { fieldTable, heading, textTable } from '@functions/services/mail/html';
import type { MailMessage } from '@functions/services/mail/types';
import type { Locale } from '@/domain/locale';
import { LANGUAGE_NAMES, SENDER, signature } from './common';
import { headingBlock, layoutMail, paragraphBlock, type MailBlock } from './mail-layout';

export const TYPE_LABELS: Record<MembershipType, Record<Locale, string>> = {
  ordinario: { it: 'Socio ordinario', en: 'Ordinary member' },
  sostenitore: { it: 'Socio sostenitore', en: 'Supporting member' },
  minore: { it: 'Socio minorenne', en: 'Junior member (under 18)' },
};

const DOCUMENT_LABELS: Record<DocumentType | '', string> = {
  identity_card: "Carta d'identità",
  passport: 'Passaporto',
  driving_license: 'Patente di guida',
  '': '',
};

const yesNo = (value: boolean) => (value ? 'Sì' : 'No');

const COUNTRY_NAMES = new Intl.DisplayNames(['it-IT'], { type: 'region' });
const countryName = (code: string) => `${COUNTRY_NAMES.of(code) ?? code} (${code})`;

type Rows = ReadonlyArray<readonly [string, string]>;

/** The application as staff read it, section by section (Italian, like the paper form). */
function sections(application: MembershipApplication, id: string): Array<[string, Rows]> {
  const a = application;
  const list: Array<[string, Rows]> = [
    [
      'Dati personali',
      [
        ['Nome e cognome', a.fullName],
        ['Email', a.email],
        ['Telefono', a.phone],
        ['Paese di residenza', countryName(a.country)],
        ['Codice fiscale', a.taxCode],
        ['Luogo di nascita', a.birthPlace],
        ['Data di nascita', a.birthDate],
        ['Indirizzo', a.address],
        ['Città', a.city],
        ['CAP', a.postalCode],
        ['Provincia', a.province],
      ],
    ],
    [
      'Documento',
      [
        ['Tipo', DOCUMENT_LABELS[a.documentType]],
        ['Numero', a.documentNumber],
        ['Rilasciato da', a.documentIssuer],
        ['Data di rilascio', a.documentIssueDate],
        ['Data di scadenza', a.documentExpiryDate],
      ],
    ],
    [
      'Tesseramento',
      [
        ['Tipo di socio', TYPE_LABELS[a.membershipType].it],
        ['Note', a.notes],
        ['Consenso foto e video', yesNo(a.photoConsent)],
        ['Consenso comunicazioni promozionali', yesNo(a.promotionalConsent)],
        ['Lingua', LANGUAGE_NAMES[a.locale]],
        ['Riferimento', `membershipApplications/${id}`],
      ],
    ],
  ];
  if (a.membershipType === 'minore') {
    list.push(
      [
        'Dati del minore',
        [
          ['Nome e cognome', a.minorName],
          ['Codice fiscale', a.minorTaxCode],
          ['Luogo di nascita', a.minorBirthPlace],
          ['Data di nascita', a.minorBirthDate],
          ['Documento', DOCUMENT_LABELS[a.minorDocumentType]],
          ['Numero del documento', a.minorDocumentNumber],
        ],
      ],
      [
        'Genitore o tutore',
        [
          ['Nome e cognome', a.parentName],
          ['Codice fiscale', a.parentTaxCode],
          ['Documento', DOCUMENT_LABELS[a.parentDocumentType]],
          ['Numero del documento', a.parentDocumentNumber],
          ['Email', a.parentEmail],
          ['Telefono', a.parentPhone],
          ['Luogo', a.parentSignaturePlace],
          ['Data', a.parentSignatureDate],
          ['Firma', a.parentDigitalSignature],
        ],
      ],
    );
  }
  list.push([
    'Firma',
    [
      ['Luogo', a.signaturePlace],
      ['Data', a.signatureDate],
      ['Firma', a.digitalSignature],
    ],
  ]);
  return list;
}

/** To the association's inbox; replying answers the applicant. */
export function membershipInboxMail(
  application: MembershipApplication,
  id: string,
  inbox: string,
): MailMessage {
  const title = `Domanda di ammissione: ${application.fullName} (${TYPE_LABELS[application.membershipType].it})`;
  // The text part names each section in capitals where the HTML part gives it a heading.
  const parts = sections(application, id).map(([name, rows]): MailBlock => ({
    text: `${name.toUpperCase()}\n${textTable(rows)}`,
    html: [heading(name), fieldTable(rows)],
  }));
  return layoutMail({
    envelope: {
      to: [{ address: inbox }],
      replyTo: { name: application.fullName, address: application.email },
    },
    locale: 'it',
    subject: title,
    body: [headingBlock('Nuova domanda di ammissione dal sito'), ...parts],
  });
}

const CONFIRMATION = {
  it: {
    subject: `Domanda di ammissione ricevuta — ${SENDER.name}`,
    greeting: 'Ciao,',
    body: (type: string) =>
      `abbiamo ricevuto la tua domanda di ammissione all'associazione (${type}). L'ammissione è soggetta a delibera del Consiglio Direttivo: ti scriveremo con l'esito.`,
    waiver:
      'Ricorda: prima di partecipare a qualsiasi attività va compilata la liberatoria di responsabilità.',
    reference: (id: string) => `Codice della domanda: ${id}`,
  },
  en: {
    subject: `Membership application received — ${SENDER.name}`,
    greeting: 'Hello,',
    body: (type: string) =>
      `we have received your application to join the association (${type}). Admission is subject to a resolution of the board: we will write to you with the outcome.`,
    waiver:
      'Please remember: the liability waiver must be filled in before taking part in any activity.',
    reference: (id: string) => `Application reference: ${id}`,
  },
} as const;

/** To the applicant, in their language. */
export function membershipConfirmationMail(
  application: MembershipApplication,
  id: string,
  inbox: string,
): MailMessage {
  const locale = application.locale;
  const words = CONFIRMATION[locale];
  return layoutMail({
    // Nothing the visitor typed is repeated to the address they typed (no name): no spam relay.
    envelope: {
      to: [{ address: application.email }],
      replyTo: { name: SENDER.name, address: inbox },
    },
    locale,
    subject: words.subject,
    greeting: words.greeting,
    body: [
      paragraphBlock(words.body(TYPE_LABELS[application.membershipType][locale])),
      paragraphBlock(words.waiver),
      paragraphBlock(words.reference(id)),
    ],
    closing: signature(locale),
  });
}
