import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { ConfirmWaitlistResponse } from '@/domain/api/waitlist';
import { formatLongDate } from '@/domain/format';
import { TOURS } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage, type ContextMessages } from '@/lib/errors/error-messages';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { buttonClass } from '@/ui/button-class';
import { NeedsConnection } from '@/ui/needs-connection';
import { useConfirmWaitlist } from './api/confirm-waitlist';

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
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-vine-900">
        <Trans>Conferma la lista d'attesa</Trans>
      </h1>
      {token ? (
        <ConfirmByLink token={token} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          <Trans>
            Il link è incompleto. Apri il link "Conferma la lista d'attesa" dell'e-mail che ti
            abbiamo mandato.
          </Trans>
        </p>
      )}
    </div>
  );
}

function ConfirmByLink({ token }: { token: string }) {
  const { i18n } = useLingui();
  const online = useOnlineStatus();
  const confirm = useConfirmWaitlist();
  if (confirm.data) return <ConfirmResult answer={confirm.data} />;
  return (
    <div className="space-y-4">
      <p className="text-stone-800">
        <Trans>
          Conferma per entrare in lista: se si liberano posti per il tuo gruppo ti scriveremo e li
          terremo per te per qualche ora.
        </Trans>
      </p>
      <NeedsConnection message={i18n._(CONFIRM_WAITLIST_ERRORS.own.OFFLINE!)} />
      {confirm.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          {i18n._(errorMessage(confirm.error, CONFIRM_WAITLIST_ERRORS))}
        </p>
      )}
      <button
        type="button"
        className={buttonClass('primary', 'large')}
        disabled={confirm.isPending || !online}
        aria-busy={confirm.isPending}
        onClick={() => confirm.mutate(token)}
      >
        {confirm.isPending ? (
          <Trans>Conferma in corso...</Trans>
        ) : (
          <Trans>Conferma la lista d'attesa</Trans>
        )}
      </button>
    </div>
  );
}

function ConfirmResult({ answer }: { answer: ConfirmWaitlistResponse }) {
  const { locale } = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  // The button pressed is gone: the answer takes the focus, and is read out.
  useEffect(() => ref.current?.focus(), []);
  const tour = TOURS[answer.tourId].displayName;
  const day = formatLongDate(answer.date, locale);
  const position = answer.position;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg bg-vine-50 p-4 text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-vine-700"
    >
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
    </div>
  );
}
