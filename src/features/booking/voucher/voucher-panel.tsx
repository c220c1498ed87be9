import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { TourId } from '@/domain/tours';
import { formatEuros } from '@/domain/format';
import { normalizeVoucherCode, VOUCHER_CODE_INPUT_MAX } from '@/domain/vouchers/code';
import { useLanguage } from '@/i18n/language-context';
import { failureKind, messageFor, type FailureKind } from '@/lib/errors/error-messages';
import { buttonClass } from '@/ui/button-class';
import { TextField } from '@/ui/form/text-field';
import { getVoucher } from '@/features/booking/api/get-voucher';
import { toAppliedVoucher, type AppliedVoucher } from './applied-voucher';
import { stateFailure } from './voucher-failure';
import { VOUCHER_FIELD_MESSAGES } from './voucher-messages';

export interface VoucherPanelProps {
  tourId: TourId;
  applied: AppliedVoucher | null;
  onApplied: (voucher: AppliedVoucher) => void;
  onRemoved: () => void;
  /** Why the code cannot pay: found here by "Applica", or the checkout's refusal. */
  failure: FailureKind | null;
  onFailure: (failure: FailureKind | null) => void;
}

/**
 * The inside of "Hai un buono regalo?", loaded when the visitor opens it. "Applica" reads the
 * voucher (getVoucher) and keeps it on the card only when it can pay now; the server finds it
 * again at checkout and decides what it pays, so nothing here is trusted beyond the total shown.
 */
export default function VoucherPanel(props: VoucherPanelProps) {
  const { tourId, applied, onApplied, onRemoved, failure, onFailure } = props;
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [typed, setTyped] = useState('');
  const [checking, setChecking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The input is described by its error: focused again, a screen reader reads why.
  const fail = (why: FailureKind) => {
    onFailure(why);
    inputRef.current?.focus();
  };

  const apply = async () => {
    if (checking) return;
    // A text that cannot be a code is not worth a call (nor a step of the rate limit).
    if (normalizeVoucherCode(typed) === null) {
      fail('VOUCHER_NOT_FOUND');
      return;
    }
    setChecking(true);
    onFailure(null);
    try {
      const view = await getVoucher(typed.trim());
      const problem = stateFailure(view.state);
      if (problem) fail(problem);
      else onApplied(toAppliedVoucher(view));
    } catch (error) {
      fail(failureKind(error));
    } finally {
      setChecking(false);
    }
  };

  // Enter in the code applies it: it must not submit the booking around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  if (applied) {
    const otherTour = applied.tour && applied.tour.tourId !== tourId ? applied.tour : null;
    return (
      <div className="space-y-2 text-sm text-stone-800">
        <p role="status">
          <Trans>
            Buono <span className="font-mono font-semibold">{applied.code}</span> applicato: saldo{' '}
            {formatEuros(applied.balanceCents, locale)}.
          </Trans>
        </p>
        {otherTour && (
          <p className="text-stone-700">
            <Trans>
              È un buono per «{otherTour.tourName}»: su questo tour vale come credito del suo saldo.
            </Trans>
          </p>
        )}
        <button
          type="button"
          onClick={() => {
            onRemoved();
            onFailure(null);
            setTyped('');
          }}
          className={buttonClass('outline', 'small')}
        >
          <Trans>Rimuovi</Trans>
        </button>
      </div>
    );
  }

  return (
    <TextField
      label={t`Codice del buono`}
      value={typed}
      onChange={(value) => {
        setTyped(value);
        if (failure) onFailure(null);
      }}
      onKeyDown={onKeyDown}
      autoComplete="off"
      spellCheck={false}
      maxLength={VOUCHER_CODE_INPUT_MAX}
      placeholder="VPT-XXXX-XXXX-XXXX"
      upperCase
      inputRef={inputRef}
      error={failure ? i18n._(messageFor(failure, VOUCHER_FIELD_MESSAGES)) : undefined}
      trailing={
        <button
          type="button"
          onClick={() => void apply()}
          disabled={checking || typed.trim() === ''}
          aria-busy={checking}
          className="mt-1 shrink-0 rounded-md bg-vine-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vine-800 disabled:cursor-not-allowed disabled:bg-stone-500"
        >
          {checking ? t`Controllo...` : t`Applica`}
        </button>
      }
    />
  );
}
