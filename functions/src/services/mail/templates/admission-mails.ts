import { formatDayMonthYear } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import type { MembershipType } from '@/domain/membership-rules';
import type { MailMessage } from '@functions/services/mail/types';
import { SENDER } from './common';
import { fieldsBlock, paragraphBlock, personalMail } from './mail-layout';
import { TYPE_LABELS } from './membership-mails';

/**
 * The board's answer to an application, in the applicant's language: the welcome with the member
 * number and how long the membership runs, a renewal confirmed, or a rejection with the reason
 * staff wrote. Sent to the address the application gave, greeting the person who signed it
 * (the parent or guardian on a minor's application), naming whose membership it is.
 */

/** What the mails need to know about the application and the decision. */
export interface AdmissionMailFacts {
  /** The applicant (who signed the form) and the address they gave. */
  fullName: string;
  email: string;
  /** Whose membership it is: the minor's on a minor's application. */
  memberName: string;
  membershipType: MembershipType;
  locale: Locale;
  /** "Delibera del", YYYY-MM-DD. */
  resolutionDate: string;
}

const COPY = {
  it: {
    welcomeSubject: (number: string) => `Benvenuto nell'associazione: socio n. ${number}`,
    welcome: (member: string, date: string) =>
      `il Consiglio Direttivo, con delibera del ${date}, ha accolto la domanda di ammissione di ${member} all'associazione. Benvenuto!`,
    booking: (member: string) =>
      `Per prenotare i tour dal sito basta scrivere il nome del socio come nella domanda: ${member}.`,
    renewedSubject: (number: string) => `Iscrizione rinnovata: socio n. ${number}`,
    renewed: (member: string, date: string) =>
      `il Consiglio Direttivo, con delibera del ${date}, ha confermato il rinnovo dell'iscrizione di ${member}.`,
    rejectedSubject: `Esito della domanda di ammissione — ${SENDER.name}`,
    rejected: (member: string, date: string) =>
      `il Consiglio Direttivo, con delibera del ${date}, non ha accolto la domanda di ammissione di ${member}.`,
    renewalRejected: (member: string, date: string) =>
      `il Consiglio Direttivo, con delibera del ${date}, non ha accolto il rinnovo dell'iscrizione di ${member}.`,
    reason: 'Motivazione:',
    bookingsCancelled:
      'Le prenotazioni fatte in attesa della delibera sono annullate e rimborsate per intero: per ciascuna riceverai un’e-mail a parte.',
    questions: 'Per qualsiasi domanda puoi rispondere a questa e-mail.',
    memberNumber: 'Numero di socio',
    member: 'Socio',
    type: 'Tipo',
    validUntil: 'Iscrizione valida fino al',
  },
  en: {
    welcomeSubject: (number: string) => `Welcome to the association: member no. ${number}`,
    welcome: (member: string, date: string) =>
      `by a resolution of ${date}, the board has accepted the application of ${member} to join the association. Welcome!`,
    booking: (member: string) =>
      `To book tours on the website, enter the member's name as on the application: ${member}.`,
    renewedSubject: (number: string) => `Membership renewed: member no. ${number}`,
    renewed: (member: string, date: string) =>
      `by a resolution of ${date}, the board has confirmed the renewal of the membership of ${member}.`,
    rejectedSubject: `Outcome of your membership application — ${SENDER.name}`,
    rejected: (member: string, date: string) =>
      `by a resolution of ${date}, the board has not accepted the application of ${member} to join the association.`,
    renewalRejected: (member: string, date: string) =>
      `by a resolution of ${date}, the board has not accepted the renewal of the membership of ${member}.`,
    reason: 'Reason:',
    bookingsCancelled:
      'The bookings made while the application was waiting are cancelled and refunded in full: you will receive a separate e-mail for each.',
    questions: 'If you have any questions, just reply to this e-mail.',
    memberNumber: 'Member number',
    member: 'Member',
    type: 'Type',
    validUntil: 'Membership valid until',
  },
} as const;

/** Greeting, the decision, the figures (if any), the other paragraphs, the signature. */
function compose(
  facts: AdmissionMailFacts,
  subject: string,
  [decision, ...rest]: [string, ...string[]],
  rows: ReadonlyArray<readonly [string, string]> = [],
): MailMessage {
  return personalMail(
    { name: facts.fullName, address: facts.email, locale: facts.locale },
    {
      subject,
      body: [
        paragraphBlock(decision),
        ...(rows.length > 0 ? [fieldsBlock(rows)] : []),
        ...rest.map(paragraphBlock),
      ],
    },
  );
}

/**
 * The board's yes: a new member's welcome (the member number, the type, until when the membership
 * runs, how to book) or a confirmed renewal (the same number, the new end of the membership).
 */
export function admittedMail(
  facts: AdmissionMailFacts,
  outcome: 'admitted' | 'renewed',
  member: { memberNumber: string; validUntil: string },
): MailMessage {
  const copy = COPY[facts.locale];
  const date = formatDayMonthYear(facts.resolutionDate, facts.locale);
  const { memberNumber } = member;
  const renewed = outcome === 'renewed';
  return compose(
    facts,
    renewed ? copy.renewedSubject(memberNumber) : copy.welcomeSubject(memberNumber),
    renewed
      ? [copy.renewed(facts.memberName, date), copy.questions]
      : [copy.welcome(facts.memberName, date), copy.booking(facts.memberName), copy.questions],
    [
      [copy.memberNumber, memberNumber],
      [copy.member, facts.memberName],
      ...(renewed ? [] : [[copy.type, TYPE_LABELS[facts.membershipType][facts.locale]] as const]),
      [copy.validUntil, formatDayMonthYear(member.validUntil, facts.locale)],
    ],
  );
}

/** A rejection, with the board's reason and, when there were any, the bookings it cancels. */
export function rejectionMail(
  facts: AdmissionMailFacts,
  rejection: { reason: string; renewal: boolean; cancelsBookings: boolean },
): MailMessage {
  const copy = COPY[facts.locale];
  const date = formatDayMonthYear(facts.resolutionDate, facts.locale);
  const outcome = rejection.renewal ? copy.renewalRejected : copy.rejected;
  return compose(facts, copy.rejectedSubject, [
    outcome(facts.memberName, date),
    `${copy.reason}\n${rejection.reason}`,
    ...(rejection.cancelsBookings ? [copy.bookingsCancelled] : []),
    copy.questions,
  ]);
}
