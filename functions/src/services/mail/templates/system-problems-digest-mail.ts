import type { SystemProblemKind } from '@/domain/documents/system-problem';
import { formatMoment } from '@/domain/format';
import { heading, itemList, linkParagraph, paragraph } from '@functions/services/mail/html';
import type { MailMessage } from '@functions/services/mail/types';
import { SENDER } from './common';
import { layoutMail, paragraphBlock } from './mail-layout';

/** One open problem as the digest lists it. */
export interface DigestProblem {
  kind: SystemProblemKind;
  count: number;
  firstAt: Date;
  lastAt: Date;
  details: string[];
}

/** What happened, in a few words: the staff area says what to do about each. */
const KIND_TITLES: Record<SystemProblemKind, string> = {
  webhook_signature_failed: 'Notifiche di Stripe rifiutate (firma non valida)',
  stripe_api_error: 'Stripe non ha risposto o ha rifiutato la chiave',
  job_failed: 'Un lavoro programmato non è andato a buon fine',
  mail_given_up: "Un'e-mail non è stata recapitata dopo tutti i tentativi",
  payout_unmatched: 'Un versamento di Stripe ha righe che il sito non sa abbinare',
};

function line(problem: DigestProblem): string {
  const times = problem.count === 1 ? '1 volta' : `${problem.count} volte`;
  const first = formatMoment(problem.firstAt, 'it');
  const last = formatMoment(problem.lastAt, 'it');
  const span = problem.count === 1 ? `il ${first}` : `dal ${first} al ${last}`;
  const details = problem.details.length > 0 ? ` (${problem.details.join('; ')})` : '';
  return `${KIND_TITLES[problem.kind]}: ${times}, ${span}${details}`;
}

/**
 * The daily digest to the association's inbox, in Italian: the system problems still open, and
 * the link to "Da controllare" where each says what to do and a manager marks it resolved.
 */
export function systemProblemsDigestMail(
  problems: readonly DigestProblem[],
  inbox: string,
  staffUrl: string,
): MailMessage {
  const subject = `Problemi di sistema da controllare (${problems.length}) — ${SENDER.name}`;
  const intro =
    'Il sito ha registrato problemi che nessuno ha ancora segnato come risolti. ' +
    'Questa e-mail arriva ogni mattina finché ce ne sono.';
  const todo = 'Apri «Da controllare» nell’area staff: per ognuno trovi cosa fare.';
  const lines = problems.map(line);
  return layoutMail({
    envelope: { to: [{ address: inbox }] },
    locale: 'it',
    subject,
    body: [
      paragraphBlock(intro),
      {
        text: ['Problemi di sistema:', ...lines.map((text) => `- ${text}`)].join('\n'),
        html: [heading('Problemi di sistema'), itemList(lines.map((text) => ({ text })))],
      },
      {
        text: `${todo}\n${staffUrl}`,
        html: [paragraph(todo), linkParagraph(staffUrl, 'Apri l’area staff')],
      },
    ],
  });
}
