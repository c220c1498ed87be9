import { useLingui } from '@lingui/react/macro';
import { CallableError } from '@/lib/firebase/callable-error';
import { buttonClass } from '@/ui/button-class';

/** The list could not be read and no copy is saved on this device. */
export function QueryFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const signedOut = error instanceof CallableError && error.code === 'unauthenticated';
  return (
    <div
      role="alert"
      className="mt-6 rounded-lg border border-wine-600 bg-white p-4 text-stone-900"
    >
      <p>
        {signedOut
          ? t`La sessione è scaduta: esci e accedi di nuovo per vedere le tue prenotazioni.`
          : t`Non è stato possibile caricare le prenotazioni. Controlla la connessione e riprova.`}
      </p>
      {!signedOut && (
        <button
          type="button"
          onClick={onRetry}
          className={`mt-3 ${buttonClass('primary', 'small')}`}
        >
          {t`Riprova`}
        </button>
      )}
    </div>
  );
}
