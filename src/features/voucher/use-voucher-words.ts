import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { VoucherView } from '@/domain/api/vouchers';
import { formatDayMonthYear, formatEuros } from '@/domain/format';
import type { VoucherEntryKind } from '@/domain/vouchers/ledger';
import type { Locale } from '@/domain/locale';
import { useLanguage } from '@/i18n/language-context';

type VoucherState = VoucherView['state'];
type Entry = VoucherView['entries'][number];

/** What a voucher is worth, in the language of `words`: a tour for its people, or an amount. */
export function voucherValueText(
  view: Pick<VoucherView, 'amountCents' | 'tour'>,
  words: I18n,
  locale: Locale,
): string {
  if (!view.tour) return formatEuros(view.amountCents, locale);
  const { tourName, people } = view.tour;
  return words._(msg`${tourName} per ${plural(people, { one: '# persona', other: '# persone' })}`);
}

/**
 * The words the page shows for a voucher, in the page's language: what it is worth, its state,
 * and what each ledger entry was for.
 */
export function useVoucherWords() {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();

  const value = (view: Pick<VoucherView, 'amountCents' | 'tour'>) =>
    voucherValueText(view, i18n, locale);

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
