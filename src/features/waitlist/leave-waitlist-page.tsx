import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { LeaveWaitlistResponse } from '@/domain/api/waitlist';
import { formatLongDate } from '@/domain/format';
import { TOURS } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { buttonClass } from '@/ui/button-class';
import { NeedsConnection } from '@/ui/needs-connection';
import { useLeaveWaitlist } from './api/leave-waitlist';
import { LEAVE_WAITLIST_ERRORS } from './leave-waitlist-messages';

/**
 * /lista-attesa: the waiting-list mails' "Esci dalla lista" link. Nothing happens on opening it
 * (a mail scanner follows links): the visitor confirms with the button, then reads what happened.
 */
export function LeaveWaitlistPage({ token }: { token: string | undefined }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-vine-900">
        <Trans>Esci dalla lista d'attesa</Trans>
      </h1>
      {token ? (
        <LeaveByLink token={token} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          <Trans>
            Il link è incompleto. Apri il link "Esci dalla lista" dell'e-mail che ti abbiamo
            mandato.
          </Trans>
        </p>
      )}
    </div>
  );
}

function LeaveByLink({ token }: { token: string }) {
  const { i18n } = useLingui();
  const online = useOnlineStatus();
  const leave = useLeaveWaitlist();
  if (leave.data) return <LeaveResult answer={leave.data} />;
  return (
    <div className="space-y-4">
      <p className="text-stone-800">
        <Trans>
          Se esci dalla lista non riceverai più offerte per quella data, e i posti che si liberano
          andranno al prossimo in lista.
        </Trans>
      </p>
      <NeedsConnection
        message={i18n._(LEAVE_WAITLIST_ERRORS.own.OFFLINE ?? LEAVE_WAITLIST_ERRORS.own.INTERNAL!)}
      />
      {leave.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          {i18n._(errorMessage(leave.error, LEAVE_WAITLIST_ERRORS))}
        </p>
      )}
      <button
        type="button"
        className={buttonClass('danger', 'large')}
        disabled={leave.isPending || !online}
        aria-busy={leave.isPending}
        onClick={() => leave.mutate(token)}
      >
        {leave.isPending ? <Trans>Uscita in corso...</Trans> : <Trans>Esci dalla lista</Trans>}
      </button>
    </div>
  );
}

function LeaveResult({ answer }: { answer: LeaveWaitlistResponse }) {
  const { locale } = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  // The button pressed is gone: the answer takes the focus, and is read out.
  useEffect(() => ref.current?.focus(), []);
  const tour = TOURS[answer.tourId].displayName;
  const day = formatLongDate(answer.date, locale);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg bg-vine-50 p-4 text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-vine-700"
    >
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
    </div>
  );
}
