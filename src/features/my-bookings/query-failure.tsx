import { useLingui } from '@lingui/react/macro';
import { errorMessage, failureKind } from '@/lib/errors/error-messages';
import { buttonClass } from '@/ui/button-class';

/** The list could not be read and no copy is saved on this device. */
export function QueryFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  // Signed out: trying again cannot help, signing in again can.
  const signedOut = failureKind(error) === 'UNAUTHENTICATED';
  return (
    <div
      role="alert"
      className="mt-6 rounded-lg border border-wine-600 bg-white p-4 text-stone-900"
    >
      <p>{i18n._(errorMessage(error, 'myBookings'))}</p>
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
