import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StaffPayout } from '@/domain/api/staff-payouts';
import { formatDayMonthYear, formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { usePayoutLines } from '../api/staff-payouts';
import { SectionReadState } from '../staff-section';
import { useCassaWords } from './cassa-words';
import { PayoutLines } from './payout-lines';

/** One payout: its figures in the summary; its lines read only once it is opened. */
export function PayoutRow({ uid, payout }: { uid: string; payout: StaffPayout }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const words = useCassaWords();
  const [open, setOpen] = useState(false);
  const lines = usePayoutLines(uid, payout.payoutId, open);
  const arrival = formatDayMonthYear(payout.arrivalDate, locale);
  const amount = formatEuros(payout.amountCents, locale);
  const fees = formatEuros(payout.feeCents, locale);
  const unmatched = payout.unmatchedCount;
  return (
    <details
      className="rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer p-4">
        <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="font-semibold text-stone-900">{t`Arrivo ${arrival}`}</span>
          <span className="text-lg font-bold text-vine-900">{amount}</span>
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <span>{words.status(payout.status)}</span>
          <span aria-hidden="true">·</span>
          <span>{t`Commissioni Stripe ${fees}`}</span>
          <span
            className={`rounded-full px-2 font-semibold ${
              payout.addsUp ? 'bg-green-100 text-green-900' : 'bg-wine-100 text-wine-900'
            }`}
          >
            {payout.addsUp ? t`Quadra al centesimo` : t`Non quadra`}
          </span>
          {unmatched > 0 && (
            <span className="rounded-full bg-amber-100 px-2 font-semibold text-amber-900">
              {t`${unmatched} da controllare`}
            </span>
          )}
        </span>
      </summary>
      <div className="border-t border-stone-200 p-4">
        <SectionReadState
          loading={lines.isPending && open ? t`Caricamento delle righe…` : null}
          error={
            lines.isError ? i18n._(errorMessage(lines.error, STAFF_ERROR_CONTEXTS.cassa)) : null
          }
        />
        {lines.data && <PayoutLines payout={payout} lines={lines.data.lines} />}
      </div>
    </details>
  );
}
