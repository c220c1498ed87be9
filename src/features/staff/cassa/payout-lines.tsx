import { useLingui } from '@lingui/react/macro';
import type { StaffPayout, StaffPayoutLine } from '@/domain/api/staff-payouts';
import { formatEuros, formatMoment } from '@/domain/format';
import { payoutCsv } from '@/domain/payouts/payout-csv';
import { useLanguage } from '@/i18n/language-context';
import { downloadFile } from '@/lib/download-file';
import { buttonClass } from '@/ui/button-class';
import { useCassaWords } from './cassa-words';

/**
 * A payout's lines, one card each so a phone shows them without scrolling sideways, and
 * "Scarica CSV" with the same lines for the treasurer (made on the device).
 */
export function PayoutLines({
  payout,
  lines,
}: {
  payout: StaffPayout;
  lines: readonly StaffPayoutLine[];
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const words = useCassaWords();
  const euros = (cents: number) => formatEuros(cents, locale);
  const at = (line: StaffPayoutLine) => formatMoment(line.at, locale);
  const save = () =>
    downloadFile(
      `${t`versamento`}-${payout.arrivalDate}-${payout.payoutId}.csv`,
      payoutCsv(
        lines,
        {
          headings: [
            t`Data`,
            t`Tipo`,
            t`Pagante`,
            t`Per`,
            t`Lordo entrate`,
            t`Lordo uscite`,
            t`Commissione Stripe`,
            t`Commissione restituita`,
            t`Netto entrate`,
            t`Netto uscite`,
            t`Ricevuta`,
            t`Nota di credito`,
            t`Riferimento Stripe`,
          ],
          kind: words.kind,
          paidFor: words.paidFor,
          at,
        },
        locale,
      ),
      'text/csv;charset=utf-8',
    );
  return (
    <>
      <button type="button" className={buttonClass('outline', 'small')} onClick={save}>
        {t`Scarica CSV`}
      </button>
      <ul className="mt-3 divide-y divide-stone-200" aria-label={t`Righe del versamento`}>
        {lines.map((line) => (
          <li key={line.balanceTransactionId} className="py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-stone-900">
                {words.kind(line)}
                {line.payer ? ` · ${line.payer}` : ''}
              </span>
              <span className="text-sm text-stone-700">{at(line)}</span>
            </div>
            {line.paidFor && <p className="text-stone-800">{words.paidFor(line)}</p>}
            {!line.matched && (
              <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 text-sm font-semibold text-amber-900">
                {t`Da controllare: il sito non sa a cosa corrisponde questa riga.`}
              </p>
            )}
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-stone-600">{t`Lordo`}</dt>
                <dd className="font-medium tabular-nums">{euros(line.grossCents)}</dd>
              </div>
              <div>
                <dt className="text-stone-600">{t`Commissione`}</dt>
                <dd className="font-medium tabular-nums">{euros(line.feeCents)}</dd>
              </div>
              <div>
                <dt className="text-stone-600">{t`Netto`}</dt>
                <dd className="font-medium tabular-nums">{euros(line.netCents)}</dd>
              </div>
            </dl>
            {(line.receiptNumbers.length > 0 || line.creditNoteNumbers.length > 0) && (
              <p className="mt-1 text-sm text-stone-700">
                {line.receiptNumbers.length > 0 && t`Ricevuta ${line.receiptNumbers.join(', ')}`}
                {line.receiptNumbers.length > 0 && line.creditNoteNumbers.length > 0 && ' · '}
                {line.creditNoteNumbers.length > 0 &&
                  t`Nota di credito ${line.creditNoteNumbers.join(', ')}`}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
