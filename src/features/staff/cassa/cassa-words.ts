import { useLingui } from '@lingui/react/macro';
import type { StaffPayoutLine } from '@/domain/api/staff-payouts';
import type { PayoutLineKind } from '@/domain/documents/payout';
import { formatDayMonthYear } from '@/domain/format';
import { formatVoucherCode } from '@/domain/vouchers/code';
import { useLanguage } from '@/i18n/language-context';

/** The words of "Cassa": a line's kind, a payout's status, what a line paid for. */
export function useCassaWords() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const kinds: Record<PayoutLineKind, string> = {
    charge: t`Pagamento`,
    refund: t`Rimborso`,
    refund_failure: t`Rimborso non riuscito`,
    dispute: t`Contestazione`,
    stripe_fee: t`Commissione Stripe`,
    other: t`Altro movimento`,
  };
  const statuses: Record<string, string> = {
    paid: t`Accreditato`,
    in_transit: t`In arrivo`,
    pending: t`In preparazione`,
    failed: t`Non riuscito`,
    canceled: t`Annullato`,
  };
  return {
    kind: (line: StaffPayoutLine) => kinds[line.kind],
    status: (status: string) => statuses[status] ?? status,
    paidFor(line: StaffPayoutLine): string {
      const paidFor = line.paidFor;
      if (!paidFor) return '';
      if (paidFor.kind === 'voucher') return t`Buono regalo ${formatVoucherCode(paidFor.id)}`;
      if (paidFor.kind === 'rental') return t`Noleggio`;
      if (paidFor.kind === 'fee') return t`Quota associativa`;
      if (!paidFor.tourName || !paidFor.selectedDate) return t`Prenotazione`;
      const day = formatDayMonthYear(paidFor.selectedDate, locale);
      return `${paidFor.tourName}, ${day}`;
    },
  };
}
