import { formatLongDate } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import type { MailMessage } from '@functions/services/mail/types';
import { LANGUAGE_NAMES, SENDER, signature } from './common';
import { fieldsBlock, headingBlock, layoutMail, linkBlock, paragraphBlock } from './mail-layout';

/** The member as the register holds them, for the mails about their renewal. */
export interface RenewingMember {
  memberNumber: string;
  fullName: string;
  /** The current last day of the membership, `YYYY-MM-DD`. */
  validUntil: string;
}

const VIA_LABELS = {
  card: 'dalla scheda di prenotazione',
  link: 'dal link del promemoria di rinnovo',
} as const;

/** To the association's inbox, for the board; replying answers the member. */
export function renewalInboxMail(
  member: RenewingMember,
  request: { applicationId: string; email: string; locale: Locale; via: 'card' | 'link' },
  inbox: string,
): MailMessage {
  const title = `Richiesta di rinnovo: ${member.fullName} (socio ${member.memberNumber})`;
  const rows = [
    ['Socio', `${member.fullName} (${member.memberNumber})`],
    ['Iscrizione valida fino al', formatLongDate(member.validUntil, 'it')],
    ['Email', request.email],
    ['Lingua', LANGUAGE_NAMES[request.locale]],
    ['Inviata', VIA_LABELS[request.via]],
    ['Riferimento', `membershipApplications/${request.applicationId}`],
  ] as const;
  const intro =
    'Un socio chiede il rinnovo: la richiesta attende la conferma nell\u2019area staff.';
  return layoutMail({
    envelope: {
      to: [{ address: inbox }],
      replyTo: { name: member.fullName, address: request.email },
    },
    locale: 'it',
    subject: title,
    body: [headingBlock(title), paragraphBlock(intro), fieldsBlock(rows)],
  });
}

const CONFIRMATION = {
  it: {
    subject: `Richiesta di rinnovo ricevuta — ${SENDER.name}`,
    greeting: 'Ciao,',
    body: "abbiamo ricevuto la tua richiesta di rinnovo dell'iscrizione all'associazione. Il rinnovo è confermato dal Consiglio Direttivo: ti scriveremo quando sarà registrato.",
    reference: (id: string) => `Codice della richiesta: ${id}`,
  },
  en: {
    subject: `Membership renewal request received — ${SENDER.name}`,
    greeting: 'Hello,',
    body: 'we have received your request to renew your membership of the association. The renewal is confirmed by the board: we will write to you once it is recorded.',
    reference: (id: string) => `Request reference: ${id}`,
  },
} as const;

/**
 * To the member, in their language. From the booking card the address is the one typed there:
 * nothing of the register (name, number, dates) goes to it, so the form cannot be used to learn
 * who is a member or to send their details elsewhere.
 */
export function renewalConfirmationMail(
  request: { applicationId: string; email: string; locale: Locale },
  inbox: string,
): MailMessage {
  const words = CONFIRMATION[request.locale];
  return layoutMail({
    envelope: { to: [{ address: request.email }], replyTo: { name: SENDER.name, address: inbox } },
    locale: request.locale,
    subject: words.subject,
    greeting: words.greeting,
    body: [paragraphBlock(words.body), paragraphBlock(words.reference(request.applicationId))],
    closing: signature(request.locale),
  });
}

const REMINDER = {
  it: {
    subject: (date: string) => `La tua iscrizione scade il ${date} — ${SENDER.name}`,
    greeting: (name: string) => (name ? `Ciao ${name},` : 'Ciao,'),
    body: (date: string) =>
      `la tua iscrizione all'associazione è valida fino al ${date}. Per continuare a partecipare ai tour anche dopo, puoi chiederne il rinnovo con un tocco:`,
    action: "Rinnova l'iscrizione",
    after:
      'Il rinnovo è confermato dal Consiglio Direttivo; nel frattempo puoi prenotare come sempre.',
  },
  en: {
    subject: (date: string) => `Your membership ends on ${date} — ${SENDER.name}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (date: string) =>
      `your membership of the association is valid until ${date}. To keep joining the tours after that, you can ask to renew it in one tap:`,
    action: 'Renew membership',
    after: 'The renewal is confirmed by the board; meanwhile you can book as usual.',
  },
} as const;

/** The reminder a month before the membership ends, with the signed one-tap renewal link. */
export function renewalReminderMail(
  member: RenewingMember & { email: string; locale: Locale },
  renewalUrl: string,
  inbox: string,
): MailMessage {
  const words = REMINDER[member.locale];
  const date = formatLongDate(member.validUntil, member.locale);
  return layoutMail({
    envelope: {
      to: [
        member.fullName
          ? { name: member.fullName, address: member.email }
          : { address: member.email },
      ],
      replyTo: { name: SENDER.name, address: inbox },
    },
    locale: member.locale,
    subject: words.subject(date),
    greeting: words.greeting(member.fullName),
    body: [
      paragraphBlock(words.body(date)),
      linkBlock(words.action, renewalUrl),
      paragraphBlock(words.after),
    ],
    closing: signature(member.locale),
  });
}
