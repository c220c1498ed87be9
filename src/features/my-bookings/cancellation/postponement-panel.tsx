import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { BookingHandle, ManageBookingResponse } from '@/domain/api/cancellation';
import {
  POSTPONEMENT_ANSWER_PARAM,
  postponementAnswerOf,
  type PostponementAnswer,
} from '@/domain/api/postponement-link';
import { formatEuros, formatLongDate } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { buttonClass } from '@/ui/button-class';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { TitledSection } from '@/ui/titled-section';
import { usePostponementAnswer } from './use-postponement-answer';

/** The answer the mail's button carried (`?rinvio=mantieni|rimborso`), read once on arrival. */
function answerInAddress(): PostponementAnswer | null {
  if (typeof window === 'undefined') return null;
  return postponementAnswerOf(
    new URLSearchParams(window.location.search).get(POSTPONEMENT_ANSWER_PARAM),
  );
}

interface PostponementPanelProps {
  handle: BookingHandle;
  booking: ManageBookingResponse;
}

/**
 * A booking whose date staff postponed for bad weather: what happened and, while the customer has
 * not answered, the two choices of the mail. "Mantengo la nuova data" is taken at once (from the
 * mail's button too); the full refund is asked to confirm first, as any cancellation. A booking
 * that did not fit on the new date is offered the refund here and "Cambia data" below. Answered
 * by the mail's link only (its token): opened from one's account, the panel says where to answer.
 */
export function PostponementPanel({ handle, booking }: PostponementPanelProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const answer = usePostponementAnswer(handle);
  const postponement = booking.postponement;
  const pending = postponement?.choice === 'pending' && booking.status === 'paid';
  const byLink = 'token' in handle;
  const fitted = postponement?.to !== null;
  const [fromMail] = useState(answerInAddress);
  // The mail's refund button opens the page on the refund's confirmation.
  const [confirming, setConfirming] = useState(() => fromMail === 'refund' && pending && byLink);
  const kept = useRef(false);

  const send = (choice: 'keep' | 'refund') =>
    answer.mutate(choice, {
      onSuccess: (result) => {
        setConfirming(false);
        if (result.choice === 'kept') toast.success(t`Hai confermato la nuova data.`);
        if (result.choice === 'refund') toast.success(t`Rimborso completo richiesto.`);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(i18n._(errorMessage(error, 'manageBooking')));
      },
    });

  // The mail's "keep" button needs nothing more: it is answered once the page is open.
  useEffect(() => {
    if (kept.current || !pending || !byLink || fromMail !== 'keep' || !fitted) return;
    kept.current = true;
    send('keep');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [pending, byLink, fromMail, fitted]);

  if (!postponement) return null;
  const from = formatLongDate(postponement.from, locale);
  const to = postponement.to ? formatLongDate(postponement.to, locale) : '';
  const amount = formatEuros(booking.amountTotalCents, locale);

  return (
    <TitledSection
      title={t`Tour rinviato per maltempo`}
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5"
      titleClassName="text-lg font-bold text-stone-900"
    >
      {fitted ? (
        <p>
          <Trans>
            Il tour di {from} è rinviato a {to}: la tua prenotazione è già sulla nuova data.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Il tour di {from} è rinviato, ma nella nuova data non c'era posto per il tuo gruppo: i
            tuoi posti restano tenuti. Scegli un'altra data con "Cambia data", senza costi, oppure
            chiedi il rimborso completo.
          </Trans>
        </p>
      )}
      {postponement.choice === 'kept' && (
        <p role="status" className="font-semibold">
          <Trans>Hai scelto di mantenere la nuova data: {to}.</Trans>
        </p>
      )}
      {postponement.choice === 'refund' && (
        <p role="status" className="font-semibold">
          <Trans>Hai chiesto il rimborso completo: la prenotazione è annullata.</Trans>
        </p>
      )}
      {postponement.choice === 'moved' && (
        <p role="status" className="font-semibold">
          <Trans>Hai scelto un'altra data per la tua prenotazione.</Trans>
        </p>
      )}
      {pending && !byLink && (
        <p className="text-stone-700">
          <Trans>
            Per rispondere usa i pulsanti dell'e-mail "Tour rinviato per maltempo" che ti abbiamo
            inviato.
          </Trans>
        </p>
      )}
      {pending && byLink && (
        <div className="flex flex-wrap gap-3">
          {fitted && (
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={answer.isPending}
              aria-busy={answer.isPending && answer.variables === 'keep'}
              onClick={() => send('keep')}
            >
              {t`Mantengo la nuova data`}
            </button>
          )}
          <ConfirmDialog
            trigger={
              <button type="button" className={buttonClass('outline')} disabled={answer.isPending}>
                {fitted ? t`Voglio il rimborso completo` : t`Rimborso completo`}
              </button>
            }
            open={confirming}
            onOpenChange={setConfirming}
            title={t`Chiedere il rimborso completo?`}
            confirmLabel={t`Voglio il rimborso completo`}
            busyLabel={t`Annullamento in corso…`}
            cancelLabel={t`Non annullare`}
            busy={answer.isPending}
            onConfirm={() => send('refund')}
          >
            <p>
              <Trans>
                La prenotazione viene annullata e ti rimborsiamo l'intero importo pagato: {amount}.
              </Trans>
            </p>
            <p className="text-sm text-stone-700">
              <Trans>
                L'annullamento è definitivo: i posti tornano disponibili per altri. Il rimborso di
                solito arriva sulla carta in 5–10 giorni lavorativi.
              </Trans>
            </p>
          </ConfirmDialog>
        </div>
      )}
    </TitledSection>
  );
}
