import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';

interface SubmitButtonProps {
  /** Every precondition of the spec is met (member verified, terms, medical, date, name, e-mail). */
  ready: boolean;
  processing: boolean;
  /** With a gift voucher applied, what is left for the card (0: the voucher pays it all). */
  dueWithVoucher?: number | undefined;
  /** What is missing, where the form asks for other things than the tour card's. */
  hint?: string | undefined;
}

/**
 * Shown and announced as disabled until the form is ready, yet still operable: activating it runs
 * the spec's seven checks, whose notice tells the visitor what is missing. A truly disabled button
 * would leave them guessing. While the request is in flight it is disabled outright.
 */
export function SubmitButton({ ready, processing, dueWithVoucher, hint }: SubmitButtonProps) {
  const hintId = useId();
  const { locale } = useLanguage();
  const amount = dueWithVoucher === undefined ? '' : formatEuros(dueWithVoucher, locale);
  const label =
    dueWithVoucher === undefined ? (
      <Trans>Prenota e paga</Trans>
    ) : dueWithVoucher === 0 ? (
      <Trans>Prenota con il buono</Trans>
    ) : (
      <Trans>Prenota e paga {amount}</Trans>
    );
  return (
    <div>
      <button
        type="submit"
        disabled={processing}
        aria-disabled={!ready || processing}
        aria-describedby={ready ? undefined : hintId}
        aria-busy={processing}
        className={`w-full rounded-md px-4 py-3 text-base font-semibold text-white ${
          ready && !processing ? 'bg-wine-600 hover:bg-wine-700' : 'cursor-not-allowed bg-stone-500'
        }`}
      >
        {processing ? <Trans>Elaborazione in corso...</Trans> : label}
      </button>
      {!ready && (
        <p id={hintId} className="mt-2 text-sm text-stone-600">
          {hint ?? (
            <Trans>
              Per procedere compila nome, email e data, verifica l'iscrizione, accetta i termini e
              conferma il certificato medico.
            </Trans>
          )}
        </p>
      )}
    </div>
  );
}
