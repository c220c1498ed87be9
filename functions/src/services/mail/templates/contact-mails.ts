import type { ContactSubject, ParsedContactRequest } from '@/domain/api/contact';
import {
  fieldTable,
  heading,
  htmlDocument,
  paragraph,
  textTable,
} from '@functions/services/mail/html';
import type { MailMessage } from '@functions/services/mail/types';
import type { Locale } from '@/domain/locale';
import { LANGUAGE_NAMES, SENDER, signature } from './common';

const SUBJECT_LABELS: Record<ContactSubject | '', Record<Locale, string>> = {
  booking: { it: 'Prenotazione tour', en: 'Booking a tour' },
  rental: { it: 'Noleggio e-bike', en: 'Bike rental' },
  info: { it: 'Informazioni generali', en: 'General information' },
  group: { it: 'Tour di gruppo', en: 'Group tour' },
  custom: { it: 'Tour personalizzato', en: 'Custom tour' },
  other: { it: 'Altro', en: 'Other' },
  '': { it: 'Non indicato', en: 'Not specified' },
};

/** To the association's inbox, in Italian; replying answers the sender. */
export function contactInboxMail(
  contact: ParsedContactRequest,
  id: string,
  inbox: string,
): MailMessage {
  const subjectLabel = SUBJECT_LABELS[contact.subject].it;
  const rows = [
    ['Nome', contact.name],
    ['Email', contact.email],
    ['Telefono', contact.phone],
    ['Argomento', subjectLabel],
    ['Lingua', LANGUAGE_NAMES[contact.locale]],
    ['Riferimento', `contactMessages/${id}`],
  ] as const;
  const title = `Messaggio dal sito: ${subjectLabel} — ${contact.name}`;
  return {
    to: [{ address: inbox }],
    replyTo: { name: contact.name, address: contact.email },
    subject: title,
    text: `${textTable(rows)}\n\nMessaggio:\n${contact.message}\n`,
    html: htmlDocument('it', title, [
      heading('Nuovo messaggio dal modulo contatti'),
      fieldTable(rows),
      heading('Messaggio'),
      paragraph(contact.message),
    ]),
  };
}

const CONFIRMATION = {
  it: {
    subject: `Abbiamo ricevuto il tuo messaggio — ${SENDER.name}`,
    greeting: (name: string) => `Ciao ${name},`,
    body: 'grazie per averci scritto. Abbiamo ricevuto il tuo messaggio e ti risponderemo al più presto, di solito entro un giorno lavorativo.',
    topic: 'Argomento',
  },
  en: {
    subject: `We have received your message — ${SENDER.name}`,
    greeting: (name: string) => `Hello ${name},`,
    body: 'thank you for writing to us. We have received your message and will reply as soon as possible, usually within one working day.',
    topic: 'Subject',
  },
} as const;

/**
 * To the sender, in their language. It does not repeat the message: a form that mails arbitrary
 * text to any address typed into it would be a spam relay.
 */
export function contactConfirmationMail(contact: ParsedContactRequest, inbox: string): MailMessage {
  const words = CONFIRMATION[contact.locale];
  const rows = [[words.topic, SUBJECT_LABELS[contact.subject][contact.locale]]] as const;
  const closing = signature(contact.locale);
  return {
    to: [{ name: contact.name, address: contact.email }],
    replyTo: { name: SENDER.name, address: inbox },
    subject: words.subject,
    text: [words.greeting(contact.name), '', words.body, '', textTable(rows), '', ...closing].join(
      '\n',
    ),
    html: htmlDocument(contact.locale, words.subject, [
      paragraph(words.greeting(contact.name)),
      paragraph(words.body),
      fieldTable(rows),
      paragraph(closing.join('\n')),
    ]),
  };
}
