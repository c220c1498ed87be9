import { Trans, useLingui } from '@lingui/react/macro';
import { PayFeeButton } from '@/features/membership/fee/pay-fee-button';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { RenewalResponse } from '@/domain/api/renewal';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { CallableError } from '@/lib/firebase/callable-error';
import { buttonClass } from '@/ui/button-class';
import { requestRenewal } from '@/lib/membership/request-renewal';

type Outcome =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'sent'; answer: RenewalResponse }
  | { kind: 'failed'; error: unknown };

const linkClass = 'font-medium text-vine-700 underline underline-offset-2';

/** A link the server will never take (forged, or its work done): another tap cannot help. */
const linkRefused = (error: unknown) =>
  error instanceof CallableError &&
  (error.reason === 'INVALID_LINK' || error.reason === 'LINK_NO_LONGER_VALID');

/**
 * /rinnova: the renewal reminder's link. Opening it asks nothing: mail scanners and link
 * previewers follow every link in a mail, so the request is sent only by a person's tap on the
 * page's button, which then says what happened. The server finds the member from the signed
 * token and answers with the renewal already waiting if there is one, so a second tap sends
 * nothing new.
 */
export function RenewalByLink({ token }: { token: string | undefined }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-vine-900">
        <Trans>Rinnovo dell'iscrizione</Trans>
      </h1>
      {token ? (
        <RenewalRequest token={token} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          <Trans>
            Il link è incompleto. Apri il link "Rinnova l'iscrizione" dell'e-mail di promemoria,
            oppure{' '}
            <Link to="/contatti" className={linkClass}>
              contattaci
            </Link>
            .
          </Trans>
        </p>
      )}
    </div>
  );
}

function RenewalRequest({ token }: { token: string }) {
  const { i18n } = useLingui();
  const { locale } = useLanguage();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'ready' });
  // Two taps in one frame send once (state alone would read stale in the second).
  const sending = useRef(false);

  const send = () => {
    if (sending.current) return;
    sending.current = true;
    setOutcome({ kind: 'sending' });
    requestRenewal({ via: 'link', token, locale }).then(
      (answer) => setOutcome({ kind: 'sent', answer }),
      (error: unknown) => {
        console.error('Renewal by link not requested', error);
        sending.current = false;
        setOutcome({ kind: 'failed', error });
      },
    );
  };

  const busy = outcome.kind === 'sending';
  const ask = (
    <div className="space-y-4">
      <p className="text-stone-800">
        <Trans>
          Chiedi al consiglio direttivo di rinnovare la tua iscrizione: ti scriveremo via e-mail con
          la nuova scadenza.
        </Trans>
      </p>
      <button
        type="button"
        className={`${buttonClass('primary')} min-h-11`}
        disabled={busy}
        aria-busy={busy}
        onClick={send}
      >
        {busy ? (
          <Trans>Invio della richiesta di rinnovo...</Trans>
        ) : (
          <Trans>Chiedi il rinnovo</Trans>
        )}
      </button>
    </div>
  );

  switch (outcome.kind) {
    case 'ready':
    case 'sending':
      return ask;
    case 'failed':
      return (
        <div className="space-y-4">
          <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-red-900">
            <p>{i18n._(errorMessage(outcome.error, 'renewal'))}</p>
            <p>
              <Link to="/tour" className={linkClass}>
                <Trans>Vai ai tour</Trans>
              </Link>{' '}
              ·{' '}
              <Link to="/contatti" className={linkClass}>
                <Trans>Contattaci</Trans>
              </Link>
            </p>
          </div>
          {!linkRefused(outcome.error) && ask}
        </div>
      );
    case 'sent':
      return (
        <div role="status" className="space-y-4">
          <p className="rounded-lg bg-vine-50 p-4 font-medium text-vine-900">
            <Trans>
              Richiesta di rinnovo inviata. Il consiglio direttivo la confermerà e ti scriveremo via
              e-mail con la nuova scadenza.
            </Trans>
          </p>
          <div className="space-y-2">
            <p className="text-stone-800">
              <Trans>Paga ora la quota associativa dell'anno che il rinnovo copre.</Trans>
            </p>
            <PayFeeButton applicationId={outcome.answer.id} />
          </div>
          {outcome.answer.provisionalBooking && (
            <p className="text-stone-800">
              <Trans>
                Intanto puoi già prenotare: nella scheda di prenotazione di un tour, dopo la
                verifica del nome, premi "Rinnova l'iscrizione" e continua come sempre.
              </Trans>
            </p>
          )}
          <Link to="/tour" className={buttonClass('primary')}>
            <Trans>Vai ai tour</Trans>
          </Link>
        </div>
      );
  }
}
