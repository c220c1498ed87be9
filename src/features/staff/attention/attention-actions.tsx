import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type {
  AttentionItem,
  MailResendOutcome,
  RefundRetryOutcome,
  StaffRetryRefundRequest,
} from '@/domain/api/staff-attention';
import { attentionQueryKey } from '@/features/staff/api/staff-query-keys';
import { resendMail, resolveAttention, retryRefund } from '@/features/staff/api/staff-attention';
import { errorMessage } from '@/lib/errors/error-messages';
import { buttonClass } from '@/ui/button-class';
import { toast } from '@/ui/toast';
import { ATTENTION_ERRORS } from './attention-errors';

const tap = 'min-h-11';

interface AttentionActionsProps {
  uid: string;
  item: AttentionItem;
  /** Offline, or the list is the device's copy: nothing that changes something can be sent. */
  readOnly: boolean;
  /** What the row is about, for screen readers ("Risolto" of which row). */
  label: string;
}

/**
 * A row's buttons and links, those the server said the caller may take. Each button is busy and
 * disabled while its call runs (a second tap sends nothing), and the list is read again after it,
 * so a row that was dealt with goes away and the count in the navigation drops.
 */
export function AttentionActions({ uid, item, readOnly, label }: AttentionActionsProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: attentionQueryKey(uid) });
  const failed = (error: unknown) => toast.error(i18n._(errorMessage(error, ATTENTION_ERRORS)));

  const refundWords: Record<RefundRetryOutcome, string> = {
    succeeded: t`Rimborso eseguito.`,
    pending: t`Stripe ha accettato il rimborso e lo sta elaborando.`,
    failed: t`Stripe ha rifiutato di nuovo il rimborso.`,
    in_progress: t`Un tentativo di rimborso è già in corso: riprova tra qualche minuto.`,
    nothing_to_retry: t`Questo rimborso non ha più bisogno di un nuovo tentativo.`,
  };
  const mailWords: Record<MailResendOutcome, string> = {
    sent: t`E-mail inviata.`,
    failed: t`Il server di posta l'ha rifiutata di nuovo: verrà ritentata automaticamente.`,
    in_flight: t`Invio in corso: l'e-mail parte appena il server di posta risponde.`,
    nothing_to_resend: t`Questa e-mail non è più da inviare.`,
    body_gone: t`Il testo di questa e-mail è già stato cancellato: non si può più inviare. Contatta il destinatario in un altro modo.`,
  };

  const retry = useMutation({
    mutationFn: (request: StaffRetryRefundRequest) => retryRefund(request),
    onSuccess: async ({ outcome, lastError }) => {
      const words = refundWords[outcome];
      if (outcome === 'failed') toast.error(lastError ? `${words} (${lastError})` : words);
      else if (outcome === 'succeeded' || outcome === 'pending') toast.success(words);
      else toast.info(words);
      await refresh();
    },
    onError: failed,
  });
  const resend = useMutation({
    mutationFn: (mailId: string) => resendMail({ mailId }),
    onSuccess: async ({ outcome }) => {
      const words = mailWords[outcome];
      if (outcome === 'sent') toast.success(words);
      else if (outcome === 'failed' || outcome === 'body_gone') toast.error(words);
      else toast.info(words);
      await refresh();
    },
    onError: failed,
  });
  const resolve = useMutation({
    mutationFn: () =>
      resolveAttention({
        itemId: item.id,
        reasons: item.kind === 'booking' ? item.reasons : [],
      }),
    onSuccess: async () => {
      toast.success(t`Segnato come risolto.`);
      await refresh();
    },
    onError: failed,
  });
  const busy = retry.isPending || resend.isPending || resolve.isPending;
  const booking = 'booking' in item ? item.booking : undefined;
  // The day "Noleggi" shows the rental on: its return when late, its pick-up when riders must sign.
  const rentalDay =
    item.kind === 'rental_late'
      ? item.rental.endDate
      : item.kind === 'rental_waiver_missing'
        ? item.rental.startDate
        : undefined;
  // The cancelled booking's or rental's refund a retry asks Stripe for again.
  const refundToRetry: StaffRetryRefundRequest | undefined = booking
    ? { bookingId: booking.bookingId }
    : item.kind === 'rental_refund_failed'
      ? { rentalId: item.rental.rentalId }
      : undefined;
  const reference = booking?.reference ?? '';

  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {item.actions.map((action) => {
        switch (action) {
          case 'retry_refund':
            return refundToRetry ? (
              <button
                key={action}
                type="button"
                className={`${buttonClass('primary', 'small')} ${tap}`}
                disabled={readOnly || busy}
                aria-busy={retry.isPending}
                onClick={() => retry.mutate(refundToRetry)}
              >
                {retry.isPending ? t`Rimborso in corso…` : t`Riprova il rimborso`}
                <span className="sr-only">: {label}</span>
              </button>
            ) : null;
          case 'resend_mail':
            return item.kind === 'mail_abandoned' ? (
              <button
                key={action}
                type="button"
                className={`${buttonClass('primary', 'small')} ${tap}`}
                disabled={readOnly || busy}
                aria-busy={resend.isPending}
                onClick={() => resend.mutate(item.mail.mailId)}
              >
                {resend.isPending ? t`Invio in corso…` : t`Invia di nuovo`}
                <span className="sr-only">: {label}</span>
              </button>
            ) : null;
          case 'open_booking':
            return booking ? (
              <Link
                key={action}
                to="/staff"
                search={{ vista: 'cerca', q: reference }}
                className={`${buttonClass('outline', 'small')} ${tap}`}
              >
                {t`Apri la prenotazione ${reference}`}
              </Link>
            ) : null;
          case 'open_day':
            return booking ? (
              <Link
                key={action}
                to="/staff"
                search={{ vista: 'giornata', data: booking.selectedDate }}
                className={`${buttonClass('outline', 'small')} ${tap}`}
              >
                {t`Apri l'elenco del giorno`}
              </Link>
            ) : null;
          case 'open_rental':
            return rentalDay ? (
              <Link
                key={action}
                to="/staff"
                search={{ vista: 'noleggi', data: rentalDay }}
                className={`${buttonClass('outline', 'small')} ${tap}`}
              >
                {t`Apri il noleggio in «Noleggi»`}
                <span className="sr-only">: {label}</span>
              </Link>
            ) : null;
          case 'open_applications':
            return (
              <Link
                key={action}
                to="/staff"
                search={{ vista: 'soci' }}
                className={`${buttonClass('outline', 'small')} ${tap}`}
              >
                {t`Apri le domande di ammissione`}
              </Link>
            );
          case 'resolve':
            return (
              <button
                key={action}
                type="button"
                className={`${buttonClass('outline', 'small')} ${tap}`}
                disabled={readOnly || busy}
                aria-busy={resolve.isPending}
                onClick={() => resolve.mutate()}
              >
                {resolve.isPending ? t`Salvataggio…` : t`Risolto`}
                <span className="sr-only">: {label}</span>
              </button>
            );
        }
      })}
    </div>
  );
}
