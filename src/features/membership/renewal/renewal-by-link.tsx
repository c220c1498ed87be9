import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { RenewalResponse } from '@/domain/api/renewal';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { buttonClass } from '@/ui/button-class';
import { requestRenewal } from '@/features/membership/api/request-renewal';

type Outcome =
  | { kind: 'sending' }
  | { kind: 'sent'; answer: RenewalResponse }
  | { kind: 'failed'; error: unknown };

const linkClass = 'font-medium text-vine-700 underline underline-offset-2';

/**
 * /rinnova: the renewal reminder's one-tap link. Opening it is the request: the page sends the
 * link's token at once and says what happened; the server finds the member from the signed token
 * and answers with the renewal already waiting if there is one, so a second tap sends nothing new.
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
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'sending' });
  // Once per page: a remount in development or a language switch does not ask again.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    requestRenewal({ via: 'link', token, locale }).then(
      (answer) => setOutcome({ kind: 'sent', answer }),
      (error: unknown) => {
        console.error('Renewal by link not requested', error);
        setOutcome({ kind: 'failed', error });
      },
    );
  }, [token, locale]);

  switch (outcome.kind) {
    case 'sending':
      return (
        <p role="status" className="text-stone-700">
          <Trans>Invio della richiesta di rinnovo...</Trans>
        </p>
      );
    case 'failed':
      return (
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
