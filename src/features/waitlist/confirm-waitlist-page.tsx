import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ConfirmWaitlistResponse } from '@/domain/api/waitlist';
import { formatLongDate } from '@/domain/format';
import { TOURS } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import type { ContextMessages } from '@/lib/errors/error-messages';
import { useConfirmWaitlist } from './api/confirm-waitlist';
import { MailedLinkPage } from '@/ui/page/mailed-link-page';
import { AnswerLinkButton, LinkAnswer } from './mailed-link-page';

const CONFIRM_WAITLIST_ERRORS: ContextMessages = {
  own: {
    INVALID_LINK: msg`Questo link non è valido: forse è stato copiato solo in parte. Apri di nuovo il link "Conferma la lista d'attesa" dell'e-mail.`,
    NOT_FOUND: msg`Non troviamo questa richiesta: senza conferma entro 24 ore viene cancellata. Puoi chiedere di nuovo dalla pagina del tour.`,
    OFFLINE: msg`Sei offline: per confermare serve una connessione a Internet.`,
    INTERNAL: msg`Non è stato possibile confermare. Riprova tra poco.`,
  },
  otherwise: 'by-reason',
};

/**
 * /lista-attesa?conferma=1: the first waiting-list mail's link. Nothing happens on opening it (a
 * mail scanner follows links): the visitor confirms with the button, and only then is in line.
 */
export function ConfirmWaitlistPage({ token }: { token: string | undefined }) {
  return (
    <MailedLinkPage
      title={<Trans>Conferma la lista d'attesa</Trans>}
      handle={token}
      incompleteLink={
        <Trans>
          Il link è incompleto. Apri il link "Conferma la lista d'attesa" dell'e-mail che ti abbiamo
          mandato.
        </Trans>
      }
    >
      {(linkToken) => <ConfirmByLink token={linkToken} />}
    </MailedLinkPage>
  );
}

function ConfirmByLink({ token }: { token: string }) {
  const confirm = useConfirmWaitlist();
  if (confirm.data) return <ConfirmResult answer={confirm.data} />;
  return (
    <AnswerLinkButton
      token={token}
      answer={confirm}
      errors={CONFIRM_WAITLIST_ERRORS}
      explanation={
        <Trans>
          Conferma per entrare in lista: se si liberano posti per il tuo gruppo ti scriveremo e li
          terremo per te per qualche ora.
        </Trans>
      }
      tone="primary"
      label={<Trans>Conferma la lista d'attesa</Trans>}
      pendingLabel={<Trans>Conferma in corso...</Trans>}
    />
  );
}

function ConfirmResult({ answer }: { answer: ConfirmWaitlistResponse }) {
  const { locale } = useLanguage();
  const tour = TOURS[answer.tourId].displayName;
  const day = formatLongDate(answer.date, locale);
  const position = answer.position;
  return (
    <LinkAnswer>
      {answer.outcome === 'confirmed' && position !== undefined ? (
        <Trans>
          Sei in lista d'attesa di {tour}, {day}: sei il n. {position}. Ti scriviamo appena si
          liberano posti per il tuo gruppo.
        </Trans>
      ) : answer.outcome === 'confirmed' ? (
        <Trans>
          Sei in lista d'attesa di {tour}, {day}, e ci sono posti riservati per te: trovi il link
          per prenotarli nella nostra e-mail.
        </Trans>
      ) : answer.outcome === 'expired' ? (
        <Trans>
          Il link è scaduto: la richiesta per {tour}, {day} non è stata confermata entro 24 ore.
          Puoi chiederla di nuovo dalla pagina del tour.
        </Trans>
      ) : (
        <Trans>
          Non sei più in lista d'attesa di {tour}, {day} (sei uscito, l'offerta è scaduta o hai già
          prenotato): non è cambiato nulla.
        </Trans>
      )}
    </LinkAnswer>
  );
}
