import { useLingui } from '@lingui/react/macro';
import type { StaffVoucherEntry } from '@/domain/api/staff-vouchers';
import { bookingCode } from '@/domain/api/my-bookings';
import { formatEuros, formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { ENTRY_WORDS } from './voucher-words';

/** A voucher's ledger, oldest first: what each entry added or took, when, and what for. */
export function VoucherLedger({ entries, code }: { entries: StaffVoucherEntry[]; code: string }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Movimenti del buono ${code}`}</caption>
        <thead className="text-stone-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">{t`Data`}</th>
            <th scope="col" className="py-1 pr-3 font-semibold">{t`Movimento`}</th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">{t`Importo`}</th>
            <th scope="col" className="py-1 font-semibold">{t`Dettagli`}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {entries.map((entry, index) => (
            <tr key={index}>
              <td className="py-1 pr-3">{formatMoment(entry.at, locale)}</td>
              <td className="py-1 pr-3">{i18n._(ENTRY_WORDS[entry.kind])}</td>
              <td className="py-1 pr-3 text-right whitespace-nowrap tabular-nums">
                {entry.amountCents === 0 ? '—' : formatEuros(entry.amountCents, locale)}
              </td>
              <td className="py-1 break-words">
                {entry.bookingId
                  ? t`Prenotazione ${bookingCode(entry.bookingId)}`
                  : (entry.note ?? '')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
