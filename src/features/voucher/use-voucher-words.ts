import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { VoucherView } from '@/domain/api/vouchers';
import { formatDayMonthYear, formatEuros } from '@/domain/format';
import type { VoucherEntryKind } from '@/domain/vouchers/ledger';
import { useLanguage } from '@/i18n/language-context';

type VoucherState = VoucherView['state'];
type Entry = VoucherView['entries'][number];

/**
 * The words the page and the PDF share for a voucher, in the page's language: what it is worth,
 * its state, and what each ledger entry was for.
 */
export function useVoucherWords() {
  const { t } = useLingui();
  const { locale } = useLanguage();

  const value = (view: Pick<VoucherView, 'amountCents' | 'tour'>) =>
    view.tour
      ? t`${view.tour.tourName} per ${plural(view.tour.people, { one: '# persona', other: '# persone' })}`
      : formatEuros(view.amountCents, locale);

  const STATES: Record<VoucherState, string> = {
    usable: t`Utilizzabile`,
    expired: t`Scaduto`,
    void: t`Annullato`,
    empty: t`Usato per intero`,
  };

  const bookingOf = (entry: Entry) =>
    entry.booking
      ? `${entry.booking.tourName}, ${formatDayMonthYear(entry.booking.date, locale)}`
      : t`una prenotazione`;

  const ENTRIES: Record<VoucherEntryKind, (entry: Entry) => string> = {
    issue: () => t`Buono emesso`,
    reserve: (entry) => t`Prenotazione: ${bookingOf(entry)}`,
    spend: (entry) => t`Pagamento confermato: ${bookingOf(entry)}`,
    release: (entry) => t`Restituito, pagamento non completato: ${bookingOf(entry)}`,
    refund: (entry) => t`Restituito per annullamento: ${bookingOf(entry)}`,
    extend: () => t`Validità prolungata`,
    void: () => t`Buono annullato`,
  };

  return {
    value,
    state: (state: VoucherState) => STATES[state],
    entry: (entry: Entry) => ENTRIES[entry.kind](entry),
    validUntil: (view: Pick<VoucherView, 'validUntil'>) =>
      formatDayMonthYear(view.validUntil, locale),
    euros: (cents: number) => formatEuros(cents, locale),
  };
}
