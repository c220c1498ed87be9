import type { ContactSubject, ParsedContactRequest } from '@/domain/api/contact';
import type { MailMessage } from '@functions/services/mail/types';
import type { Locale } from '@/domain/locale';
import { LANGUAGE_NAMES, SENDER, signature } from './common';
import { fieldsBlock, headingBlock, layoutMail, paragraphBlock, sectionBlock } from './mail-layout';

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
  return layoutMail({
    envelope: { to: [{ address: inbox }], replyTo: { name: contact.name, address: contact.email } },
    locale: 'it',
    subject: title,
    body: [
      headingBlock('Nuovo messaggio dal modulo contatti'),
      fieldsBlock(rows),
      sectionBlock('Messaggio', contact.message),
    ],
  });
}

const CONFIRMATION = {
  it: {
    subject: `Abbiamo ricevuto il tuo messaggio — ${SENDER.name}`,
    greeting: 'Ciao,',
    body: 'grazie per averci scritto. Abbiamo ricevuto il tuo messaggio e ti risponderemo al più presto, di solito entro un giorno lavorativo.',
    topic: 'Argomento',
  },
  en: {
    subject: `We have received your message — ${SENDER.name}`,
    greeting: 'Hello,',
    body: 'thank you for writing to us. We have received your message and will reply as soon as possible, usually within one working day.',
    topic: 'Subject',
  },
} as const;

/**
 * To the sender, in their language. It repeats nothing the visitor typed (no name, no message):
 * a form that mails arbitrary text to any address typed into it would be a spam relay.
 */
export function contactConfirmationMail(contact: ParsedContactRequest, inbox: string): MailMessage {
  const words = CONFIRMATION[contact.locale];
  const rows = [[words.topic, SUBJECT_LABELS[contact.subject][contact.locale]]] as const;
  return layoutMail({
    envelope: { to: [{ address: contact.email }], replyTo: { name: SENDER.name, address: inbox } },
    locale: contact.locale,
    subject: words.subject,
    greeting: words.greeting,
    body: [paragraphBlock(words.body), fieldsBlock(rows)],
    closing: signature(contact.locale),
  });
}
