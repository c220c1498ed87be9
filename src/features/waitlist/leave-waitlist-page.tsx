import { Trans } from '@lingui/react/macro';
import type { LeaveWaitlistResponse } from '@/domain/api/waitlist';
import { formatLongDate } from '@/domain/format';
import { TOURS } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { useLeaveWaitlist } from './api/leave-waitlist';
import { LEAVE_WAITLIST_ERRORS } from './leave-waitlist-messages';
import { MailedLinkPage } from '@/ui/page/mailed-link-page';
import { AnswerLinkButton, LinkAnswer } from './mailed-link-page';

/**
 * /lista-attesa: the waiting-list mails' "Esci dalla lista" link. Nothing happens on opening it
 * (a mail scanner follows links): the visitor confirms with the button, then reads what happened.
 */
export function LeaveWaitlistPage({ token }: { token: string | undefined }) {
  return (
    <MailedLinkPage
      title={<Trans>Esci dalla lista d'attesa</Trans>}
      handle={token}
      incompleteLink={
        <Trans>
          Il link è incompleto. Apri il link "Esci dalla lista" dell'e-mail che ti abbiamo mandato.
        </Trans>
      }
    >
      {(linkToken) => <LeaveByLink token={linkToken} />}
    </MailedLinkPage>
  );
}

function LeaveByLink({ token }: { token: string }) {
  const leave = useLeaveWaitlist();
  if (leave.data) return <LeaveResult answer={leave.data} />;
  return (
    <AnswerLinkButton
      token={token}
      answer={leave}
      errors={LEAVE_WAITLIST_ERRORS}
      explanation={
        <Trans>
          Se esci dalla lista non riceverai più offerte per quella data, e i posti che si liberano
          andranno al prossimo in lista.
        </Trans>
      }
      tone="danger"
      label={<Trans>Esci dalla lista</Trans>}
      pendingLabel={<Trans>Uscita in corso...</Trans>}
    />
  );
}

function LeaveResult({ answer }: { answer: LeaveWaitlistResponse }) {
  const { locale } = useLanguage();
  const tour = TOURS[answer.tourId].displayName;
  const day = formatLongDate(answer.date, locale);
  return (
    <LinkAnswer>
      {answer.left ? (
        <Trans>
          Sei uscito dalla lista d'attesa di {tour}, {day}. Non riceverai altre e-mail per questa
          data.
        </Trans>
      ) : (
        <Trans>
          Non eri più in lista d'attesa di {tour}, {day} (eri già uscito, l'offerta era scaduta o
          hai già prenotato): non è cambiato nulla.
        </Trans>
      )}
    </LinkAnswer>
  );
}
